package leads

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"iter"
	"time"

	"agencysite/internal/content"
	"agencysite/internal/database"
	"agencysite/internal/mail"
	"agencysite/internal/throttle"
)

// Store keeps leads in the database.
type Store struct {
	db       *database.DB
	notifyTo string
	// Queued, when set, is called after mail about a lead has committed;
	// run points it at the outbox worker's mail.Signal so mail leaves at once.
	Queued func()
	// Stored, when set, is told of every committed lead, for metrics.
	Stored func(spam bool)
	// Contacts are the agency's published contacts, whose addresses the
	// mails about a lead name; its zero value reads the build's.
	Contacts content.Published
	// Now is the store's clock (time.Now unless a test sets it).
	Now func() time.Time
	// Team names the back office's users (auth.Store); nil: nobody can be
	// assigned a lead.
	Team Team
	// Events is told of each lead created, status changed and lead erased,
	// in the transaction that does it (the outgoing webhooks); nil: nobody.
	Events Events
	// Erasing, when set, is called in the transaction that erases a lead,
	// before the lead goes, to erase what others keep of it: its booked
	// meetings (meetings.New sets it).
	Erasing func(ctx context.Context, tx *sql.Tx, leadID string) error
}

// Team is what leads needs of the back office's users, whose table it
// does not read: their names by id.
type Team interface {
	Names(ctx context.Context) (map[string]string, error)
}

// NewStore returns a store whose agency notifications go to notifyTo, or,
// when it is empty, to the address of the lead's site variant.
func NewStore(db *database.DB, notifyTo string) *Store {
	return &Store{db: db, notifyTo: notifyTo, Now: time.Now}
}

// names returns the team's names by id.
func (s *Store) names(ctx context.Context) (map[string]string, error) {
	if s.Team == nil {
		return map[string]string{}, nil
	}
	return s.Team.Names(ctx)
}

// Unassign makes the leads of userID nobody's, in tx: the transaction that
// removes the user (auth.Options.Removing).
func (s *Store) Unassign(ctx context.Context, tx *sql.Tx, userID string) error {
	if _, err := tx.ExecContext(ctx, `UPDATE leads SET assignee_id = NULL WHERE assignee_id = $1`, userID); err != nil {
		return fmt.Errorf("leads: unassign: %w", err)
	}
	return nil
}

// Create stores a lead and, unless it is spam, its two e-mails (the agency
// notification and the visitor's confirmation) in one transaction, and
// returns the new lead's id. Once it returns, the lead is committed; if it
// fails, neither the lead nor any mail was stored. The lead is normalized
// and must be Valid, or the error wraps ErrInvalid and the
// validation.Problems found. A lead with the IdempotencyKey of a stored one
// is not stored again: Create returns the stored lead's id and queues no
// mail.
func (s *Store) Create(ctx context.Context, l Lead) (string, error) {
	if id, err := s.byKey(ctx, l.IdempotencyKey); err != nil || id != "" {
		return id, err
	}
	id, err := s.create(ctx, l)
	if err != nil && l.IdempotencyKey != "" {
		// The same key sent twice at once: the other request stored it.
		if first, _ := s.byKey(ctx, l.IdempotencyKey); first != "" {
			return first, nil
		}
	}
	return id, err
}

// byKey returns the id of the lead stored with key, or "".
func (s *Store) byKey(ctx context.Context, key string) (string, error) {
	if key == "" {
		return "", nil
	}
	id, err := s.idWhere(ctx, "idempotency_key", key)
	if err != nil {
		return "", fmt.Errorf("leads: create: %w", err)
	}
	return id, nil
}

// idWhere returns the id of the lead whose unique column holds value, or
// "" when none does.
func (s *Store) idWhere(ctx context.Context, column string, value any) (string, error) {
	var id string
	err := s.db.QueryRowContext(ctx, `SELECT id FROM leads WHERE `+column+` = $1`, value).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return id, err
}

func (s *Store) create(ctx context.Context, l Lead) (string, error) {
	l, mails, err := s.prepare(ctx, l, true)
	if err != nil {
		return "", fmt.Errorf("leads: create: %w", err)
	}
	tx, end, err := s.db.BeginDurable(ctx)
	if err != nil {
		return "", fmt.Errorf("leads: create: %w", err)
	}
	defer end()
	told, err := s.insert(ctx, tx, l, mails)
	if err != nil {
		return "", fmt.Errorf("leads: create: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return "", fmt.Errorf("leads: create: commit: %w", err)
	}
	s.stored(l, told, len(mails) > 0)
	return l.ID, nil
}

// Prepared is a lead checked, given its id and time, and its agency
// notification written, before the transaction that stores it begins:
// what CreateIn writes.
type Prepared struct {
	lead  Lead
	mails []mail.Message
}

// Prepare readies l for CreateIn, for a lead stored in the transaction of
// what it comes with (a booked meeting): with the agency's notification
// but not the visitor's confirmation, which the caller sends in its stead.
// l.ID is kept when set. Errors as Create's.
func (s *Store) Prepare(ctx context.Context, l Lead) (Prepared, error) {
	l, mails, err := s.prepare(ctx, l, false)
	if err != nil {
		return Prepared{}, fmt.Errorf("leads: create: %w", err)
	}
	return Prepared{lead: l, mails: mails}, nil
}

// CreateIn stores p through tx, the transaction of what it comes with. It
// returns the lead as stored and what to call once tx has committed. It
// writes through tx only: its reads were Prepare's. The lead's
// IdempotencyKey is the caller's to honour.
func (s *Store) CreateIn(ctx context.Context, tx *sql.Tx, p Prepared) (Lead, func(), error) {
	told, err := s.insert(ctx, tx, p.lead, p.mails)
	if err != nil {
		return Lead{}, nil, fmt.Errorf("leads: create: %w", err)
	}
	return p.lead, func() { s.stored(p.lead, told, len(p.mails) > 0) }, nil
}

// prepare normalizes and checks l, gives it its id (unless set), status
// and time, and writes its mails: none for spam; the agency's
// notification, and the visitor's confirmation when confirm is set.
func (s *Store) prepare(ctx context.Context, l Lead, confirm bool) (Lead, []mail.Message, error) {
	l.Normalize()
	if err := l.Valid(ctx).Err(); err != nil {
		return l, nil, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	if l.ID == "" {
		l.ID = database.NewID()
	}
	l.Status = StatusNew // the column's default
	l.CreatedAt = s.Now().UTC().Truncate(time.Microsecond)
	if !l.Spam {
		l.SpamReason = ""
	}
	if l.Spam {
		return l, nil, nil
	}
	agency, err := s.agencyEmail(ctx, l.Variant)
	if err != nil {
		return l, nil, err
	}
	n, err := notification(l, cmp.Or(s.notifyTo, agency))
	if err != nil {
		return l, nil, err
	}
	mails := []mail.Message{n}
	if confirm {
		c, err := confirmation(l, agency)
		if err != nil {
			return l, nil, err
		}
		mails = append(mails, c)
	}
	return l, mails, nil
}

// insert writes a prepared lead, the webhooks' event and its mails through
// tx; told says whether anyone was told of an event.
func (s *Store) insert(ctx context.Context, tx *sql.Tx, l Lead, mails []mail.Message) (told bool, err error) {
	created := database.FormatTime(l.CreatedAt)
	var key any // NULL without a key
	if l.IdempotencyKey != "" {
		key = l.IdempotencyKey
	}
	var event any // NULL unless made from a WhatsApp click
	if l.WhatsAppEvent != 0 {
		event = l.WhatsAppEvent
	}
	args := append([]any{l.ID, created, l.Name, l.Email, l.Phone, l.Company, l.Service, l.Budget, l.ContactMethod,
		l.MeetingTime, l.Message, created, l.Language, l.Variant, l.PagePath, boolInt(l.Spam), l.SpamReason,
		key, l.Channel, l.WhatsAppRef, event}, visitArgs(l.Visit)...)
	if _, err := tx.ExecContext(ctx, `INSERT INTO leads (id, created_at, name, email, phone, company, service,
		budget, contact_method, meeting_time, message, consent_at, language, variant, page_path, spam, spam_reason,
		idempotency_key, channel, whatsapp_ref, whatsapp_event, `+visitColumns+`)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
		$22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32)`, args...); err != nil {
		return false, err
	}
	if !l.Spam {
		if told, err = s.happened(ctx, tx, Happening{Name: EventCreated, Lead: l, At: l.CreatedAt}); err != nil {
			return false, err
		}
	}
	for _, m := range mails {
		if m.Kind == MailConfirmation {
			if over, err := s.confirmedEnough(ctx, tx, m.To, l.CreatedAt); err != nil {
				return false, err
			} else if over {
				continue
			}
		}
		if _, err := mail.Enqueue(ctx, tx, m); err != nil {
			return false, err
		}
	}
	return told, nil
}

// stored tells whoever listens of a committed lead.
func (s *Store) stored(l Lead, told, mailed bool) {
	s.committed(told, mailed)
	if s.Stored != nil {
		s.Stored(l.Spam)
	}
}

// Limiter returns a rate limit on leads kept in the database, so that it
// holds across instances.
func (s *Store) Limiter(every time.Duration, burst int) *throttle.Limiter {
	return throttle.New(s.db, func() time.Time { return s.Now() }, "leads", every, burst)
}

// ConfirmationsPerDay is the most confirmation mails one address gets in
// 24 hours. The form takes any address, so without it anyone could have
// the site mail a stranger over and over; the agency still gets every lead.
const ConfirmationsPerDay = 3

// confirmedEnough reports whether to has had ConfirmationsPerDay
// confirmations in the 24 hours before now (the address's case ignored).
func (s *Store) confirmedEnough(ctx context.Context, tx *sql.Tx, to string, now time.Time) (bool, error) {
	var n int
	err := tx.QueryRowContext(ctx, `SELECT count(*) FROM mail_outbox
		WHERE kind = $1 AND lower(to_addr) = lower($2) AND created_at > $3`,
		MailConfirmation, to, database.FormatTime(now.Add(-24*time.Hour))).Scan(&n)
	return n >= ConfirmationsPerDay, err
}

const selectLeads = `SELECT leads.id, leads.created_at, leads.name, leads.email, phone, company, service, budget,
	contact_method, meeting_time, message, leads.language, variant, page_path, spam, spam_reason, status, lost_reason,
	COALESCE(assignee_id, ''), first_contacted_at, updated_at, version,
	channel, whatsapp_ref, COALESCE(whatsapp_event, 0), ` + visitColumns + `
	FROM leads`

// Get returns the lead with id, or an error wrapping ErrNotFound.
func (s *Store) Get(ctx context.Context, id string) (Lead, error) {
	row := s.db.QueryRowContext(ctx, selectLeads+` WHERE leads.id = $1`, id)
	l, err := scanLead(row)
	if errors.Is(err, sql.ErrNoRows) {
		return Lead{}, fmt.Errorf("leads: get %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return Lead{}, fmt.Errorf("leads: get %s: %w", id, err)
	}
	names, err := s.names(ctx)
	if err != nil {
		return Lead{}, fmt.Errorf("leads: get %s: %w", id, err)
	}
	l.AssigneeName = names[l.AssigneeID]
	return l, nil
}

// List returns leads, newest first.
func (s *Store) List(ctx context.Context, f Filter) ([]Lead, error) {
	var out []Lead
	for l, err := range s.All(ctx, f) {
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, nil
}

// All streams leads, newest first, without holding them all in memory (for
// exports). Iteration stops at the first error, which it yields.
func (s *Store) All(ctx context.Context, f Filter) iter.Seq2[Lead, error] {
	return func(yield func(Lead, error) bool) {
		names, err := s.names(ctx)
		if err != nil {
			yield(Lead{}, fmt.Errorf("leads: list: %w", err))
			return
		}
		where, args := f.where()
		query := selectLeads + where + ` ORDER BY leads.created_at DESC, leads.id DESC`
		if f.Limit > 0 {
			query += fmt.Sprintf(` LIMIT %d OFFSET %d`, f.Limit, max(f.Offset, 0))
		}
		rows, err := s.db.QueryContext(ctx, query, args...)
		if err != nil {
			yield(Lead{}, fmt.Errorf("leads: list: %w", err))
			return
		}
		defer rows.Close()
		for rows.Next() {
			l, err := scanLead(rows)
			if err != nil {
				yield(Lead{}, fmt.Errorf("leads: list: %w", err))
				return
			}
			l.AssigneeName = names[l.AssigneeID]
			if !yield(l, nil) {
				return
			}
		}
		if err := rows.Err(); err != nil {
			yield(Lead{}, fmt.Errorf("leads: list: %w", err))
		}
	}
}

func scanLead(row interface{ Scan(...any) error }) (Lead, error) {
	var l Lead
	var created string
	var contacted, updated sql.NullString
	var spam int
	var visit visitScan
	if err := row.Scan(append([]any{&l.ID, &created, &l.Name, &l.Email, &l.Phone, &l.Company, &l.Service, &l.Budget,
		&l.ContactMethod, &l.MeetingTime, &l.Message, &l.Language, &l.Variant, &l.PagePath, &spam, &l.SpamReason,
		&l.Status, &l.LostReason, &l.AssigneeID, &contacted, &updated, &l.Version,
		&l.Channel, &l.WhatsAppRef, &l.WhatsAppEvent}, visit.dest()...)...); err != nil {
		return Lead{}, err
	}
	var errs [4]error
	l.Visit, errs[3] = visit.visit()
	l.CreatedAt, errs[0] = database.ParseTime(created)
	l.FirstContactedAt, errs[1] = database.ParseNullTime(contacted)
	l.UpdatedAt, errs[2] = database.ParseNullTime(updated)
	if err := errors.Join(errs[:]...); err != nil {
		return Lead{}, err
	}
	l.Spam, l.Consent = spam != 0, true // only leads with consent are stored
	return l, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
