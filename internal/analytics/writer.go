package analytics

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"agencysite/internal/database"
)

// rowsPerInsert bounds one INSERT statement: 17 parameters a row stays far
// below the parameter limits of SQLite (32766) and PostgreSQL (65535).
const rowsPerInsert = 500

const insertColumns = `INSERT INTO analytics_events
	(at, day, name, props, path, lang, variant, referrer_host, device, browser, visitor,
	utm_source, utm_medium, utm_campaign, browser_lang, screen, ref) VALUES `

// eventColumns is how many values insertColumns takes a row.
const eventColumns = 17

// run is the writer goroutine: the only code that writes events, so
// SQLite's single writer never waits on another of ours.
func (s *Recorder) run() {
	defer close(s.done)
	flush := time.NewTicker(s.opt.FlushEvery)
	defer flush.Stop()
	w := &writer{store: s, salts: &salts{db: s.db}}
	for {
		select {
		case <-flush.C:
			w.write()
		case <-s.wake:
			w.write()
		case reply := <-s.flushes:
			reply <- w.write()
		case <-s.stop:
			s.lastErr = w.drain()
			return
		}
	}
}

// writer is the state the writer goroutine keeps between batches.
type writer struct {
	store *Recorder
	salts *salts
	batch []row // taken from the queue, not yet written (kept on failure)
	spare []row // the queue's next backing array
	sql   map[int]string
}

// write takes the queue and writes it, with the rows of an earlier failed
// write, in one transaction. On failure the rows stay for the next tick and
// keep counting against the queue size, so a database outage turns into
// ErrQueueFull for clients instead of unbounded memory. When the database
// refuses a value instead (ingest validation should make that impossible),
// the rows are written one by one and the refused ones dropped, so one bad
// row can never hold up every later event.
func (w *writer) write() error {
	s := w.store
	s.mu.Lock()
	taken := s.queue
	s.queue = w.spare[:0] // the two backing arrays take turns
	s.mu.Unlock()
	w.batch = append(w.batch, taken...)
	clear(taken) // drop the client pointers and strings it still holds
	w.spare = taken[:0]
	if len(w.batch) == 0 {
		s.wrote(0, time.Now(), nil)
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	start := time.Now()
	err := w.insert(ctx, w.batch)
	if database.IsDataError(err) {
		err = w.isolate(ctx)
	}
	s.wrote(len(w.batch), start, err)
	if err != nil {
		s.opt.Log.Error("analytics: write failed, will retry", "events", len(w.batch), "err", err)
		return err
	}
	w.done(len(w.batch))
	return nil
}

// done forgets the first n rows of the batch, written or dropped.
func (w *writer) done(n int) {
	s := w.store
	s.mu.Lock()
	s.queued -= n
	s.mu.Unlock()
	rest := copy(w.batch, w.batch[n:])
	clear(w.batch[rest:]) // drop the client pointers
	w.batch = w.batch[:rest]
}

// isolate writes the batch a row at a time, dropping the rows the database
// refuses with a log line and a count (Recorder.Dropped). It stops at the
// first other error, keeping the rows not yet written.
func (w *writer) isolate(ctx context.Context) error {
	for len(w.batch) > 0 {
		err := w.insert(ctx, w.batch[:1])
		if err != nil && !database.IsDataError(err) {
			return err
		}
		if err != nil {
			w.store.dropped.Add(1)
			w.store.opt.Log.Error("analytics: event dropped: the database refuses it", "name", w.batch[0].name, "err", err)
		}
		w.done(1)
	}
	return nil
}

// drain writes what is left at shutdown, retrying a few times over a few
// seconds before giving the events up.
func (w *writer) drain() error {
	var err error
	for attempt := range 5 {
		if err = w.write(); err == nil {
			return nil
		}
		time.Sleep(time.Duration(attempt+1) * 200 * time.Millisecond)
	}
	w.store.opt.Log.Error("analytics: events lost at shutdown", "events", len(w.batch), "err", err)
	return err
}

func (w *writer) insert(ctx context.Context, rows []row) error {
	// Visitor ids first: a new day's salt is written in its own transaction,
	// which must not wait on ours (SQLite has one writer).
	ids := make([]string, len(rows))
	visitors := map[*Client]string{}
	for i, r := range rows {
		id, ok := visitors[r.client]
		if !ok {
			salt, err := w.salts.forDay(ctx, database.FormatDay(r.at))
			if err != nil {
				return err
			}
			id = visitorID(salt, w.store.site, r.client.IP, r.client.UserAgent)
			visitors[r.client] = id
		}
		ids[i] = id
	}
	tx, err := w.store.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("analytics: write: %w", err)
	}
	defer tx.Rollback()
	if err := insertRows(ctx, tx, w.store.db.Dialect, rows, ids, w.insertSQL); err != nil {
		return fmt.Errorf("analytics: write: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("analytics: write: %w", err)
	}
	return nil
}

// insertRows writes rows (ids: their visitor ids) and their roll-ups in
// tx; insertSQL gives the INSERT of n rows.
func insertRows(ctx context.Context, tx *sql.Tx, d database.Dialect, rows []row, ids []string, insertSQL func(n int) string) error {
	args := make([]any, 0, eventColumns*min(len(rows), rowsPerInsert))
	for start := 0; start < len(rows); start += rowsPerInsert {
		chunk := rows[start:min(start+rowsPerInsert, len(rows))]
		args = args[:0]
		for i, r := range chunk {
			args = append(args, database.FormatMillis(r.at), database.FormatDay(r.at), r.name, r.props, r.path,
				r.lang, r.variant, r.refHost, r.device, r.browser, ids[start+i],
				r.ctx.utmSource, r.ctx.utmMedium, r.ctx.utmCampaign, r.ctx.browserLang, r.ctx.screen, r.ref)
		}
		if _, err := tx.ExecContext(ctx, insertSQL(len(chunk)), args...); err != nil {
			return err
		}
	}
	return writeRollups(ctx, tx, d, rollup(rows, ids))
}

// insertSQL is a multi-row INSERT for n rows, built once per size.
func (w *writer) insertSQL(n int) string {
	if q, ok := w.sql[n]; ok {
		return q
	}
	q := insertColumns + valuesList(w.store.db.Dialect, n, eventColumns)
	if w.sql == nil {
		w.sql = map[int]string{}
	}
	if len(w.sql) > 64 {
		clear(w.sql) // sizes other than the full chunk vary; keep the map small
	}
	w.sql[n] = q
	return q
}

// valuesList is "(…), (…)" for rows rows of cols placeholders each.
func valuesList(d database.Dialect, rows, cols int) string {
	var b strings.Builder
	for i := range rows {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteByte('(')
		for j := range cols {
			if j > 0 {
				b.WriteString(", ")
			}
			b.WriteString(d.Placeholder(i*cols + j + 1))
		}
		b.WriteByte(')')
	}
	return b.String()
}
