package database

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// groupDB is a SQLite file with a table of names, whichever database the
// suite runs on: group commit is SQLite's.
func groupDB(t *testing.T) *DB {
	t.Helper()
	db, err := open(filepath.Join(t.TempDir(), "group.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Exec(`CREATE TABLE names (name TEXT PRIMARY KEY)`); err != nil {
		t.Fatal(err)
	}
	return db
}

// insert is a durable write of name.
func insert(name string) func(ctx context.Context, tx *sql.Tx) error {
	return func(ctx context.Context, tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO names (name) VALUES ($1)`, name)
		return err
	}
}

// stored is the names committed, in order.
func stored(t *testing.T, db *DB) []string {
	t.Helper()
	rows, err := db.Query(`SELECT name FROM names ORDER BY name`)
	if err != nil {
		t.Fatal(err)
	}
	return column[string](t, rows)
}

// column reads rows of one column, and closes them.
func column[T any](t *testing.T, rows *sql.Rows) []T {
	t.Helper()
	defer rows.Close()
	var out []T
	for rows.Next() {
		var v T
		if err := rows.Scan(&v); err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// durably starts a durable write of fn; its outcome arrives on the channel.
func durably(db *DB, ctx context.Context, fn func(ctx context.Context, tx *sql.Tx) error) <-chan error {
	out := make(chan error, 1)
	go func() { out <- db.Durably(ctx, fn) }()
	return out
}

// waitQueued returns once n writes wait for the next batch.
func waitQueued(t *testing.T, db *DB, n int) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
		db.batches.mu.Lock()
		queued := len(db.batches.waiting)
		db.batches.mu.Unlock()
		if queued == n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d writes queued, want %d", queued, n)
		}
	}
}

// holdWriter starts a batch whose one write waits for the returned
// function to be called, so that the writes queued meanwhile form the
// next batch.
func holdWriter(t *testing.T, db *DB) (release func()) {
	t.Helper()
	writing, proceed := make(chan struct{}), make(chan struct{})
	done := make(chan error, 1)
	go func() {
		done <- db.Durably(context.Background(), func(ctx context.Context, tx *sql.Tx) error {
			close(writing)
			<-proceed
			return insert("first")(ctx, tx)
		})
	}()
	<-writing
	return func() {
		close(proceed)
		if err := <-done; err != nil {
			t.Errorf("the first write: %v", err)
		}
	}
}

// TestDurablyCommitsABatchEachInItsSavepoint: writes that wait while a
// commit is under way are committed together: a refused one undoes its own
// writes only, the later ones see the earlier ones', and none is answered
// before the batch's commit, even when its own write ended first.
func TestDurablyCommitsABatchEachInItsSavepoint(t *testing.T) {
	db := groupDB(t)
	release := holdWriter(t, db)
	lastWriting, lastProceed := make(chan struct{}), make(chan struct{})
	var sawBefore int
	ctx := context.Background()
	var outcomes []<-chan error
	for i, fn := range []func(ctx context.Context, tx *sql.Tx) error{
		insert("a"),
		func(ctx context.Context, tx *sql.Tx) error {
			if err := insert("b")(ctx, tx); err != nil {
				return err
			}
			return insert("a")(ctx, tx) // refused: a is taken, b goes with it
		},
		func(ctx context.Context, tx *sql.Tx) error {
			close(lastWriting)
			<-lastProceed
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM names`).Scan(&sawBefore); err != nil {
				return err
			}
			return insert("c")(ctx, tx)
		},
	} {
		outcomes = append(outcomes, durably(db, ctx, fn))
		waitQueued(t, db, i+1)
	}
	release()
	<-lastWriting
	if err := <-outcomes[1]; !IsUniqueViolation(err) {
		t.Errorf("the refused write got %v, want its own unique violation", err)
	}
	select {
	case err := <-outcomes[0]:
		t.Fatalf("a was answered (%v) before its batch committed", err)
	case <-time.After(50 * time.Millisecond):
	}
	close(lastProceed)
	for i, want := range []int{0, 2} {
		if err := <-outcomes[want]; err != nil {
			t.Errorf("write %d: %v", i, err)
		}
	}
	if want := []string{"a", "c", "first"}; !slices.Equal(stored(t, db), want) {
		t.Errorf("got %v stored, want %v", stored(t, db), want)
	}
	if sawBefore != 2 {
		t.Errorf("the last write saw %d names, want 2 (first and a, not the refused b)", sawBefore)
	}
}

// TestDurablyPanicsInItsCallerOnly: a write that panics panics in its own
// caller's goroutine; the batch's other writes commit.
func TestDurablyPanicsInItsCallerOnly(t *testing.T) {
	db := groupDB(t)
	release := holdWriter(t, db)
	ctx := context.Background()
	kept := durably(db, ctx, insert("kept"))
	waitQueued(t, db, 1)
	panicked := make(chan any, 1)
	go func() {
		defer func() { panicked <- recover() }()
		db.Durably(ctx, func(context.Context, *sql.Tx) error { panic("boom") })
	}()
	waitQueued(t, db, 2)
	last := durably(db, ctx, insert("last"))
	waitQueued(t, db, 3)
	release()
	if got := <-panicked; got != "boom" {
		t.Errorf("the caller recovered %v, want boom", got)
	}
	if err := errors.Join(<-kept, <-last); err != nil {
		t.Error(err)
	}
	if want := []string{"first", "kept", "last"}; !slices.Equal(stored(t, db), want) {
		t.Errorf("got %v stored, want %v", stored(t, db), want)
	}
}

// TestDurablyGivesUpAWriteWhoseCallerLeft: a caller whose context ends
// while it waits gets the context's error and writes nothing; the writes
// beside it commit.
func TestDurablyGivesUpAWriteWhoseCallerLeft(t *testing.T) {
	db := groupDB(t)
	release := holdWriter(t, db)
	ctx, cancel := context.WithCancel(context.Background())
	left := durably(db, ctx, insert("left"))
	waitQueued(t, db, 1)
	kept := durably(db, context.Background(), insert("kept"))
	waitQueued(t, db, 2)
	cancel()
	release()
	if err := <-left; !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, want context.Canceled", err)
	}
	if err := <-kept; err != nil {
		t.Error(err)
	}
	if want := []string{"first", "kept"}; !slices.Equal(stored(t, db), want) {
		t.Errorf("got %v stored, want %v", stored(t, db), want)
	}
}

// TestWriteJoinsBatchesDurableOnlyWhenAsked: a Write alone commits as any
// transaction does (synchronous NORMAL); batched with a Durably, the
// batch's one commit is durable (FULL) for both.
func TestWriteJoinsBatchesDurableOnlyWhenAsked(t *testing.T) {
	db := groupDB(t)
	ctx := context.Background()
	synchronous := func(got *int, name string) func(ctx context.Context, tx *sql.Tx) error {
		return func(ctx context.Context, tx *sql.Tx) error {
			if err := tx.QueryRowContext(ctx, `PRAGMA synchronous`).Scan(got); err != nil {
				return err
			}
			return insert(name)(ctx, tx)
		}
	}
	var alone int
	if err := db.Write(ctx, synchronous(&alone, "alone")); err != nil {
		t.Fatal(err)
	}
	if alone != 1 {
		t.Errorf("a write alone ran at synchronous %d, want 1 (NORMAL)", alone)
	}
	release := holdWriter(t, db)
	var beside int
	out := make(chan error, 1)
	go func() { out <- db.Write(ctx, synchronous(&beside, "beside")) }()
	waitQueued(t, db, 1)
	durable := durably(db, ctx, insert("durable"))
	waitQueued(t, db, 2)
	release()
	if err := errors.Join(<-out, <-durable); err != nil {
		t.Fatal(err)
	}
	if beside != 2 {
		t.Errorf("a write batched with a durable one ran at synchronous %d, want 2 (FULL)", beside)
	}
	if want := []string{"alone", "beside", "durable", "first"}; !slices.Equal(stored(t, db), want) {
		t.Errorf("got %v stored, want %v", stored(t, db), want)
	}
}
