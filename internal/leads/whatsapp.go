package leads

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"agencysite/internal/analytics"
	"agencysite/internal/auth"
	"agencysite/internal/database"
	"agencysite/internal/validation"
)

// ErrHasLead: a lead was already made from this WhatsApp click.
var ErrHasLead = errors.New("leads: a lead was already made from this click")

// HasLeadError carries the id of the lead a click already has.
type HasLeadError struct{ LeadID string }

func (e *HasLeadError) Error() string { return "A lead was already made from this click." }
func (e *HasLeadError) Unwrap() error { return ErrHasLead }

// WhatsAppLead is what the team knows of a chat that started from a
// WhatsApp click: the click (its event id, reference, page and visit) and
// what they type in.
type WhatsAppLead struct {
	Event    int64
	Ref      string
	PagePath string
	Visit    *analytics.Visit
	Name     string // "WhatsApp <ref>" when empty
	Phone    string
	Note     string
}

// CreateFromWhatsApp stores a lead for a WhatsApp chat: channel and
// contact method whatsapp, status contacted (the chat is the first
// contact), the click's page, language, variant and visit. No mail is
// sent. One lead per click: a second is *HasLeadError.
func (s *Store) CreateFromWhatsApp(ctx context.Context, actor auth.Actor, w WhatsAppLead) (string, error) {
	l := Lead{Name: strings.TrimSpace(w.Name), Phone: w.Phone, PagePath: w.PagePath, ContactMethod: "whatsapp",
		Channel: ChannelWhatsApp, WhatsAppRef: w.Ref, WhatsAppEvent: w.Event, Visit: w.Visit, Consent: true}
	if l.Name == "" {
		l.Name = "WhatsApp " + w.Ref
	}
	l.Normalize()
	note := strings.TrimSpace(w.Note)
	p := validation.Problems{}
	p.Add("name", textCode(l.Name, schema.Fields["name"]))
	p.Add("phone", phoneCode(l.Phone, schema.Fields["phone"], false)) // a click without a number is still a lead
	p.Add("note", textCode(note, &Rule{Max: NoteMax, Multiline: true}))
	if err := p.Err(); err != nil {
		return "", err
	}
	l.ID = database.NewID()
	now := s.Now().UTC().Truncate(time.Microsecond)
	at := database.FormatTime(now)
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return "", fmt.Errorf("leads: from whatsapp: %w", err)
	}
	defer tx.Rollback()
	var existing string
	err = tx.QueryRowContext(ctx, `SELECT id FROM leads WHERE whatsapp_event = $1`, w.Event).Scan(&existing)
	if err == nil {
		return "", &HasLeadError{LeadID: existing}
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("leads: from whatsapp: %w", err)
	}
	args := append([]any{l.ID, at, l.Name, l.Phone, l.ContactMethod, l.Language, l.Variant, l.PagePath,
		StatusContacted, l.Channel, l.WhatsAppRef, l.WhatsAppEvent}, visitArgs(l.Visit)...)
	if _, err := tx.ExecContext(ctx, `INSERT INTO leads (id, created_at, name, email, phone, service, contact_method,
		message, consent_at, language, variant, page_path, status, first_contacted_at, channel, whatsapp_ref,
		whatsapp_event, `+visitColumns+`)
		VALUES ($1, $2, $3, '', $4, '', $5, '', $2, $6, $7, $8, $9, $2, $10, $11, $12,
		$13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)`, args...); err != nil {
		return "", fmt.Errorf("leads: from whatsapp: %w", err)
	}
	if err := s.history(ctx, tx, now, actor, l.ID, "from_whatsapp", "", StatusContacted, w.Ref); err != nil {
		return "", fmt.Errorf("leads: from whatsapp: %w", err)
	}
	if note != "" {
		if _, err := tx.ExecContext(ctx, `INSERT INTO lead_notes (id, lead_id, author_id, author_name, body, created_at)
			VALUES ($1, $2, $3, $4, $5, $6)`, database.NewID(), l.ID, actor.ID, actor.Name, note, at); err != nil {
			return "", fmt.Errorf("leads: from whatsapp: %w", err)
		}
	}
	l.Status, l.CreatedAt, l.FirstContactedAt = StatusContacted, now, now
	told, err := s.happened(ctx, tx, Happening{Name: EventCreated, Lead: l, At: now})
	if err != nil {
		return "", fmt.Errorf("leads: from whatsapp: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return "", fmt.Errorf("leads: from whatsapp: %w", err)
	}
	s.committed(told, false)
	if s.Stored != nil {
		s.Stored(false)
	}
	return l.ID, nil
}

// LeadOfClick returns the id of the lead made from WhatsApp click event, or "".
func (s *Store) LeadOfClick(ctx context.Context, event int64) (string, error) {
	id, err := s.idWhere(ctx, "whatsapp_event", event)
	if err != nil {
		return "", fmt.Errorf("leads: lead of click: %w", err)
	}
	return id, nil
}
