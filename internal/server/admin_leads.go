package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"agencysite/internal/leads"
	"agencysite/internal/validation"
)

// filter reads the inbox's query parameters, its days in the site's time
// zone; the error is every bad one's problem (filter.Params.Err).
func (h adminAPI) filter(r *http.Request) (leads.Filter, int, int, error) {
	zone, err := h.site.TimeZone(r.Context())
	if err != nil {
		return leads.Filter{}, 0, 0, err
	}
	f, page, perPage, problems := leads.ParseFilter(r.URL.Query(), current(r).user.ID, zone)
	return f, page, perPage, problems.Err()
}

func (h adminAPI) listLeads() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		f, page, perPage, err := h.filter(r)
		if err != nil {
			return nil, err
		}
		list, err := h.leads.List(r.Context(), f)
		if err != nil {
			return nil, err
		}
		total, err := h.leads.Count(r.Context(), f)
		if err != nil {
			return nil, err
		}
		counts, err := h.leads.Counts(r.Context(), f)
		if err != nil {
			return nil, err
		}
		now := h.now()
		out := make([]leadSummary, len(list))
		rows := make([]*leadSummary, len(list))
		for i, l := range list {
			out[i] = summaryOf(l, h.site.Waiting(), now)
			rows[i] = &out[i]
		}
		if err := h.withBookings(r.Context(), rows...); err != nil {
			return nil, err
		}
		return map[string]any{"leads": out, "total": total, "page": page, "perPage": perPage, "counts": counts}, nil
	})
}

func (h adminAPI) leadActivity() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		var since time.Time
		if v := r.URL.Query().Get("since"); v != "" {
			var err error
			if since, err = time.Parse(time.RFC3339Nano, v); err != nil {
				return nil, fmt.Errorf("%w: since must be an RFC 3339 time", ErrBadRequest)
			}
		}
		a, err := h.leads.Activity(r.Context(), since)
		if err != nil {
			return nil, err
		}
		return a, nil
	})
}

// leadAnswer is the answer of a change of lead id: the lead as it now is,
// or, when someone else changed it first, a conflict that carries it.
func (h adminAPI) leadAnswer(r *http.Request, id string, l leads.Lead, err error) (any, error) {
	if errors.Is(err, leads.ErrConflict) {
		if current, getErr := h.leads.Get(r.Context(), id); getErr == nil {
			return nil, conflictError{lead: detailOf(current, h.site.Waiting(), h.now())}
		}
	}
	if err != nil {
		return nil, err
	}
	d := detailOf(l, h.site.Waiting(), h.now())
	if err := h.withBookings(r.Context(), &d.leadSummary); err != nil {
		return nil, err
	}
	return map[string]any{"lead": d}, nil
}

func (h adminAPI) lead() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		ctx, id := r.Context(), r.PathValue("id")
		l, err := h.leads.Get(ctx, id)
		if err != nil {
			return nil, err
		}
		entries, err := h.leads.Mails(ctx, id)
		if err != nil {
			return nil, err
		}
		mails := make([]mailView, len(entries))
		for i, e := range entries {
			mails[i] = mailOf(e)
		}
		notes, err := h.leads.Notes(ctx, id)
		if err != nil {
			return nil, err
		}
		history, err := h.leads.History(ctx, id)
		if err != nil {
			return nil, err
		}
		d := detailOf(l, h.site.Waiting(), h.now())
		if err := h.withBookings(ctx, &d.leadSummary); err != nil {
			return nil, err
		}
		return map[string]any{"lead": d, "mails": mails, "notes": notes, "history": history}, nil
	})
}

// optionalString tells a JSON null apart from a missing field.
type optionalString struct {
	set   bool
	value *string
}

func (o *optionalString) UnmarshalJSON(b []byte) error {
	o.set = true
	if string(b) == "null" {
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	o.value = &s
	return nil
}

type leadChange struct {
	Version    *int           `json:"version"`
	Status     *string        `json:"status"`
	LostReason *string        `json:"lostReason"`
	AssigneeID optionalString `json:"assigneeId"`
}

func (h adminAPI) updateLead() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req leadChange) (any, error) {
		if req.Version == nil {
			return nil, validation.Problems{"version": "required"}
		}
		c := leads.Change{Version: *req.Version, Status: req.Status, LostReason: req.LostReason}
		if req.AssigneeID.set {
			unassigned := ""
			c.Assignee = &unassigned
			if req.AssigneeID.value != nil {
				c.Assignee = req.AssigneeID.value
			}
		}
		id := r.PathValue("id")
		l, err := h.leads.Update(r.Context(), current(r).actor, id, c)
		return h.leadAnswer(r, id, l, err)
	})
}

type noteRequest struct {
	Body string `json:"body"`
}

func (h adminAPI) addNote() http.Handler {
	return action(h.log, http.StatusCreated, func(w http.ResponseWriter, r *http.Request, req noteRequest) (any, error) {
		n, err := h.leads.AddNote(r.Context(), current(r).actor, r.PathValue("id"), req.Body)
		if err != nil {
			return nil, err
		}
		return map[string]any{"note": n}, nil
	})
}

type spamRequest struct {
	Version *int  `json:"version"`
	Spam    *bool `json:"spam"`
}

func (h adminAPI) setSpam() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, req spamRequest) (any, error) {
		p := validation.Problems{}
		if req.Version == nil {
			p["version"] = "required"
		}
		if req.Spam == nil {
			p["spam"] = "required"
		}
		if err := p.Err(); err != nil {
			return nil, err
		}
		id := r.PathValue("id")
		l, err := h.leads.SetSpam(r.Context(), current(r).actor, id, *req.Version, *req.Spam)
		return h.leadAnswer(r, id, l, err)
	})
}

// queuedMail is the answer about the outbox row mailID of lead id.
func (h adminAPI) queuedMail(r *http.Request, id, mailID string, err error) (any, error) {
	if err != nil {
		return nil, err
	}
	entries, err := h.leads.Mails(r.Context(), id)
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		if e.ID == mailID {
			return map[string]any{"mail": mailOf(e)}, nil
		}
	}
	return nil, fmt.Errorf("queued mail %s of lead %s vanished", mailID, id)
}

func (h adminAPI) resendMail() http.Handler {
	return action(h.log, http.StatusAccepted, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		id := r.PathValue("id")
		mailID, err := h.leads.ResendMail(r.Context(), current(r).actor, id, r.PathValue("mailId"))
		return h.queuedMail(r, id, mailID, err)
	})
}

type replyRequest struct {
	Subject string `json:"subject"`
	Body    string `json:"body"`
}

func (h adminAPI) reply() http.Handler {
	return action(h.log, http.StatusAccepted, func(w http.ResponseWriter, r *http.Request, req replyRequest) (any, error) {
		id := r.PathValue("id")
		mailID, err := h.leads.Reply(r.Context(), current(r).actor, id, req.Subject, req.Body)
		return h.queuedMail(r, id, mailID, err)
	})
}

func (h adminAPI) exportLeads() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, _, _, err := h.filter(r)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		f.Limit, f.Offset = 0, 0
		zone, err := h.site.TimeZone(r.Context())
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		if err := h.auth.Record(r.Context(), current(r).actor, "lead.export", "", r.URL.RawQuery); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="leads-%s.csv"`, h.now().UTC().Format(time.DateOnly)))
		// In the exporter's back-office language and the site's time zone:
		// the file is read by people, in a spreadsheet.
		if err := leads.WriteCSVFor(w, h.leads.All(r.Context(), f), current(r).user.Language, zone); err != nil {
			// The status is sent; a cut-off file is all the client can get.
			h.log.Error("export failed", "err", err)
		}
	})
}

func (h adminAPI) deleteLead() http.Handler {
	return action(h.log, http.StatusOK, func(w http.ResponseWriter, r *http.Request, _ none) (any, error) {
		return nil, h.leads.Delete(r.Context(), current(r).actor, r.PathValue("id"))
	})
}
