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

// filter reads the inbox's query parameters; a bad one is a 400.
func (h adminAPI) filter(r *http.Request) (leads.Filter, int, int, error) {
	f, page, perPage, problems := leads.ParseFilter(r.URL.Query(), current(r).user.ID)
	if len(problems) > 0 {
		return f, 0, 0, fmt.Errorf("%w: bad query parameters %v", ErrBadRequest, problems)
	}
	return f, page, perPage, nil
}

func (h adminAPI) listLeads() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, page, perPage, err := h.filter(r)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		list, err := h.leads.List(r.Context(), f)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		total, err := h.leads.Count(r.Context(), f)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		counts, err := h.leads.Counts(r.Context(), f)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		now := h.leads.Now()
		out := make([]leadSummary, len(list))
		for i, l := range list {
			out[i] = summaryOf(l, h.waiting, now)
		}
		writeJSON(w, http.StatusOK, map[string]any{"leads": out, "total": total, "page": page, "perPage": perPage, "counts": counts})
	})
}

func (h adminAPI) leadActivity() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var since time.Time
		if v := r.URL.Query().Get("since"); v != "" {
			var err error
			if since, err = time.Parse(time.RFC3339Nano, v); err != nil {
				respondError(w, r, h.log, fmt.Errorf("%w: since must be an RFC 3339 time", ErrBadRequest))
				return
			}
		}
		a, err := h.leads.Activity(r.Context(), since)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusOK, a)
	})
}

func (h adminAPI) writeLead(w http.ResponseWriter, r *http.Request, l leads.Lead) {
	writeJSON(w, http.StatusOK, map[string]any{"lead": detailOf(l, h.waiting, h.leads.Now())})
}

// leadError answers a failed change of lead id; a conflict carries the
// lead as it now is.
func (h adminAPI) leadError(w http.ResponseWriter, r *http.Request, id string, err error) {
	if errors.Is(err, leads.ErrConflict) {
		if l, getErr := h.leads.Get(r.Context(), id); getErr == nil {
			err = conflictError{lead: detailOf(l, h.waiting, h.leads.Now())}
		}
	}
	respondError(w, r, h.log, err)
}

func (h adminAPI) lead() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, id := r.Context(), r.PathValue("id")
		l, err := h.leads.Get(ctx, id)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		entries, err := h.leads.Mails(ctx, id)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		mails := make([]mailView, len(entries))
		for i, e := range entries {
			mails[i] = mailOf(e)
		}
		notes, err := h.leads.Notes(ctx, id)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		history, err := h.leads.History(ctx, id)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"lead": detailOf(l, h.waiting, h.leads.Now()),
			"mails": mails, "notes": notes, "history": history})
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

func (h adminAPI) updateLead() http.Handler {
	type request struct {
		Version    *int           `json:"version"`
		Status     *string        `json:"status"`
		LostReason *string        `json:"lostReason"`
		AssigneeID optionalString `json:"assigneeId"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req request
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		if req.Version == nil {
			respondError(w, r, h.log, validation.Problems{"version": "required"})
			return
		}
		c := leads.Change{Version: *req.Version, Status: req.Status, LostReason: req.LostReason}
		if req.AssigneeID.set {
			none := ""
			c.Assignee = &none
			if req.AssigneeID.value != nil {
				c.Assignee = req.AssigneeID.value
			}
		}
		id := r.PathValue("id")
		l, err := h.leads.Update(r.Context(), current(r).actor, id, c)
		if err != nil {
			h.leadError(w, r, id, err)
			return
		}
		h.writeLead(w, r, l)
	})
}

func (h adminAPI) addNote() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Body string `json:"body"`
		}
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		n, err := h.leads.AddNote(r.Context(), current(r).actor, r.PathValue("id"), req.Body)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		writeJSON(w, http.StatusCreated, map[string]any{"note": n})
	})
}

func (h adminAPI) setSpam() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Version *int  `json:"version"`
			Spam    *bool `json:"spam"`
		}
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		p := validation.Problems{}
		if req.Version == nil {
			p["version"] = "required"
		}
		if req.Spam == nil {
			p["spam"] = "required"
		}
		if len(p) > 0 {
			respondError(w, r, h.log, p)
			return
		}
		id := r.PathValue("id")
		l, err := h.leads.SetSpam(r.Context(), current(r).actor, id, *req.Version, *req.Spam)
		if err != nil {
			h.leadError(w, r, id, err)
			return
		}
		h.writeLead(w, r, l)
	})
}

// queuedMail answers 202 with the outbox row mailID of lead id.
func (h adminAPI) queuedMail(w http.ResponseWriter, r *http.Request, id, mailID string) {
	entries, err := h.leads.Mails(r.Context(), id)
	if err != nil {
		respondError(w, r, h.log, err)
		return
	}
	for _, e := range entries {
		if e.ID == mailID {
			writeJSON(w, http.StatusAccepted, map[string]any{"mail": mailOf(e)})
			return
		}
	}
	respondError(w, r, h.log, fmt.Errorf("queued mail %s of lead %s vanished", mailID, id))
}

func (h adminAPI) resendMail() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct{}
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		id := r.PathValue("id")
		mailID, err := h.leads.ResendMail(r.Context(), current(r).actor, id, r.PathValue("mailId"))
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		h.queuedMail(w, r, id, mailID)
	})
}

func (h adminAPI) reply() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Subject string `json:"subject"`
			Body    string `json:"body"`
		}
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		id := r.PathValue("id")
		mailID, err := h.leads.Reply(r.Context(), current(r).actor, id, req.Subject, req.Body)
		if err != nil {
			respondError(w, r, h.log, err)
			return
		}
		h.queuedMail(w, r, id, mailID)
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
		if err := h.auth.Record(r.Context(), current(r).actor, "lead.export", "", r.URL.RawQuery); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="leads-%s.csv"`, h.leads.Now().UTC().Format(time.DateOnly)))
		if err := leads.WriteCSV(w, h.leads.All(r.Context(), f)); err != nil {
			// The status is sent; a cut-off file is all the client can get.
			h.log.Error("export failed", "err", err)
		}
	})
}

func (h adminAPI) deleteLead() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct{}
		if err := decodeAdmin(w, r, &req); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		if err := h.leads.Delete(r.Context(), current(r).actor, r.PathValue("id")); err != nil {
			respondError(w, r, h.log, err)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
}
