package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"agencysite/internal/auth"
	"agencysite/internal/content"
	"agencysite/internal/database"
	"agencysite/internal/publish"
	"agencysite/internal/validation"
	"agencysite/web"
)

// NewPublishing returns the studio's publishing jobs over d.Publisher:
// scheduled publishes take the working document of their time and must
// pass content.Validate then; every publish that ends is an audit row.
// run starts its Loop; nil without a publisher.
func NewPublishing(d Deps) *publish.Jobs {
	if d.Publisher == nil || d.DB == nil {
		return nil
	}
	log := d.Log
	if log == nil {
		log = slog.Default()
	}
	store := content.NewStore(d.DB)
	now := d.Now
	if now == nil {
		now = time.Now
	}
	check := func(doc []byte) error { return content.Validate(doc) } // complete: every language
	return &publish.Jobs{Publisher: d.Publisher, Now: now, Log: log, Check: check,
		Working: func(ctx context.Context) ([]byte, error) {
			doc, err := store.Working(ctx)
			return doc.Body, err
		},
		Compose: func(ctx context.Context, live, selection []byte) ([]byte, error) {
			var sel chosen
			if err := json.Unmarshal(selection, &sel); err != nil {
				return nil, fmt.Errorf("publish: the selection: %w", err)
			}
			return sel.compose(orBuild(live), nil)
		},
		Ended: func(ctx context.Context, j publish.Job) {
			if j.State == publish.JobDone {
				// What went live has no author any more; drafts left keep theirs.
				if g, err := d.Publisher.Store.Generation(ctx, j.Generation); err != nil {
					log.Error("settle the published items", "job", j.ID, "err", err)
				} else if err := store.Settle(ctx, orBuild(g.Content)); err != nil {
					log.Error("settle the published items", "job", j.ID, "err", err)
				}
			}
			action, target, detail := "content.published", "generation:"+strconv.FormatInt(j.Generation, 10), j.Summary
			if j.RestoredFrom != 0 {
				detail = restoreLine(j.RestoredFrom, j.RestoredItem)
			}
			if j.State != publish.JobDone {
				action, target, detail = "content.publish_failed", "publish:"+strconv.FormatInt(j.ID, 10), j.Error
			}
			if err := auth.Audit(ctx, d.DB, now(), auth.Actor{ID: j.ByID, Name: j.ByName}, action, target, detail); err != nil {
				log.Error("audit a publish", "job", j.ID, "err", err)
			}
		}}
}

// publishing is the studio's publishing API (docs/admin-api.md, "Content
// studio: publishing"): publish now or at a time, its progress, history,
// diff, restore and preview.
type publishing struct {
	log     *slog.Logger
	jobs    *publish.Jobs
	content *content.Store
	auth    *auth.Store
	db      *database.DB
	now     func() time.Time
	warm    *previewEngine
	live    *LiveSite
}

func publishingRoutes(d Deps) []adminRoute {
	p := publishing{log: d.Log, jobs: d.Publishing, auth: d.Auth, db: d.DB, now: d.Now, warm: newPreviewEngine(), live: d.Live}
	if p.now == nil {
		p.now = time.Now
	}
	if d.DB != nil {
		p.content = content.NewStore(d.DB)
	}
	return []adminRoute{
		{"POST /api/admin/content/publish", publisher, p.publish()},
		{"GET /api/admin/content/publish", member, p.status()},
		{"GET /api/admin/content/pending", member, p.pending()},
		{"POST /api/admin/content/ready", member, p.markReady()},
		{"DELETE /api/admin/content/publish/scheduled/{id}", publisher, p.cancel()},
		{"GET /api/admin/content/history", member, p.history()},
		{"GET /api/admin/content/history/{id}/diff", member, p.diff()},
		{"POST /api/admin/content/history/{id}/restore", publisher, p.restore()},
		{"GET /api/admin/content/preview", member, p.preview()},
	}
}

// ErrPublishingOff: this server has no publisher (a test, or a binary
// without the renderer).
var ErrPublishingOff = fmt.Errorf("%w: publishing is off on this server", ErrNoEndpoint)

// ErrPublishing: another publish is running (here or on another instance).
var ErrPublishing = errors.New("publishing")

// summaryMax is the longest summary of a publish, in characters: a line
// on the history and a marker's label on the dashboard (limits.json).
var summaryMax = web.Limits().PublishSummaryMax

type publishRequest struct {
	Items   []string `json:"items"`
	Summary string   `json:"summary"`
	At      string   `json:"at"`
}

// chosen is what a publish of chosen items takes (a job's Selection): the
// items, by pointer, and the working document they were chosen from.
type chosen struct {
	Items   []string        `json:"items"`
	Working json.RawMessage `json:"working"`
}

// compose is the document the choice makes of live: live with each item
// as it is in the working document, refused (incomplete) when it may not
// be published; savedBy names who saved each item, for the refusal.
func (c chosen) compose(live []byte, savedBy map[string]string) ([]byte, error) {
	doc, err := content.Take(c.Working, live, c.Items)
	if err != nil {
		return nil, err
	}
	return doc, checkComplete(doc, live, savedBy)
}

// orBuild is the live content document: doc, or the build's when none
// was published (content.Default).
func orBuild(doc []byte) []byte {
	if len(doc) == 0 {
		return content.Default()
	}
	return doc
}

// incomplete is a refusal to publish a document that content.Validate
// refuses, or that would put an example contact live: every problem, and
// for each item with texts missing languages, which ones, so the studio
// can say "Khalid (saved by Lina): French is missing: Company, Text", or
// with example contacts, which fields ("Contacts: the e-mail is an example").
type incomplete struct {
	Problems   validation.Problems `json:"problems"`
	Incomplete []incompleteItem    `json:"incomplete"`
}

type incompleteItem struct {
	Pointer string `json:"pointer"`
	By      string `json:"by"`
	// Missing lists by language the fields lacking it.
	Missing map[string][]string `json:"missing"`
	// Examples lists the fields holding an example contact.
	Examples []string `json:"examples,omitempty"`
}

func (in incomplete) answer() (int, any) { return http.StatusUnprocessableEntity, in }

func (in incomplete) Error() string {
	parts := make([]string, len(in.Incomplete))
	for i, it := range in.Incomplete {
		langs := slices.Sorted(maps.Keys(it.Missing))
		for j, l := range langs {
			langs[j] = l + " (" + strings.Join(it.Missing[l], ", ") + ")"
		}
		if len(it.Examples) > 0 {
			langs = append(langs, "real contacts ("+strings.Join(it.Examples, ", ")+")")
		}
		parts[i] = it.Pointer + " lacks " + strings.Join(langs, ", ")
	}
	if len(parts) == 0 {
		return "the content is incomplete: " + in.Problems.Error()
	}
	return "the content is incomplete: " + strings.Join(parts, "; ")
}

// checkComplete returns an incomplete error for a document that may not
// replace live (a valid document: content.Validate, and no example contact
// that live does not show already: content.NewExampleContacts), the
// validation error as it is otherwise; savedBy names who last saved each item.
func checkComplete(doc, live []byte, savedBy map[string]string) error {
	err := content.Validate(doc)
	var p validation.Problems
	if err != nil && !errors.As(err, &p) {
		return err
	}
	if err == nil {
		if p, err = content.NewExampleContacts(doc, live); err != nil {
			return err
		}
		if len(p) == 0 {
			return nil
		}
	}
	missing, err := content.MissingByItem(doc, p)
	if err != nil {
		return err
	}
	byItem := map[string]*incompleteItem{}
	item := func(ptr string) *incompleteItem {
		if byItem[ptr] == nil {
			byItem[ptr] = &incompleteItem{Pointer: ptr, By: savedBy[ptr], Missing: map[string][]string{}}
		}
		return byItem[ptr]
	}
	for ptr, fields := range missing {
		for _, m := range fields {
			it := item(ptr)
			it.Missing[m.Language] = append(it.Missing[m.Language], m.Field)
		}
	}
	examples, err := content.ExamplesByItem(doc, p)
	if err != nil {
		return err
	}
	for ptr, fields := range examples {
		item(ptr).Examples = fields
	}
	in := incomplete{Problems: p, Incomplete: []incompleteItem{}}
	for _, ptr := range slices.Sorted(maps.Keys(byItem)) {
		in.Incomplete = append(in.Incomplete, *byItem[ptr])
	}
	return in
}

func (p publishing) ready() error {
	if p.jobs == nil || p.content == nil {
		return ErrPublishingOff
	}
	return nil
}

// publishingAction is action for publishing's routes, which answer
// ErrPublishingOff on a server without a publisher.
func publishingAction[Req any](p publishing, status int, fn func(r *http.Request, req Req) (any, error)) http.Handler {
	return action(p.log, status, func(_ http.ResponseWriter, r *http.Request, req Req) (any, error) {
		if err := p.ready(); err != nil {
			return nil, err
		}
		return fn(r, req)
	})
}

func (p publishing) publish() http.Handler {
	return publishingAction(p, http.StatusAccepted, func(r *http.Request, req publishRequest) (any, error) {
		ctx, s := r.Context(), current(r)
		req.Summary = strings.TrimSpace(req.Summary)
		problems := validation.Problems{}
		if !validation.CleanText(req.Summary, validation.OneLine) {
			problems.Add("summary", "invalid")
		} else if utf8.RuneCountInString(req.Summary) > summaryMax {
			problems.Add("summary", "too_long")
		}
		var at time.Time
		if req.At != "" {
			var err error
			if at, err = time.Parse(time.RFC3339, req.At); err != nil {
				problems.Add("at", "invalid")
			} else if !at.After(p.now()) {
				problems.Add("at", "past")
			}
		}
		if err := problems.Err(); err != nil {
			return nil, err
		}
		selection, err := p.choose(r, req.Items)
		if err != nil {
			return nil, err
		}
		if req.At != "" {
			job, err := p.jobs.Schedule(ctx, s.user.ID, s.user.Name, req.Summary, at, selection)
			if err != nil {
				return nil, err
			}
			if err := p.auth.Record(ctx, s.actor, "content.scheduled", "publish:"+strconv.FormatInt(job.ID, 10),
				job.DueAt.Format(time.RFC3339)+" "+job.Summary); err != nil {
				return nil, err
			}
			return withStatus{http.StatusCreated, map[string]any{"id": job.ID, "at": job.DueAt}}, nil
		}
		job, err := p.jobs.StartSelection(ctx, s.user.ID, s.user.Name, req.Summary, selection)
		if err != nil {
			return nil, err
		}
		return map[string]any{"id": job.ID}, nil
	})
}

type runningView struct {
	ID        int64     `json:"id"`
	StartedAt time.Time `json:"startedAt"`
	By        string    `json:"by"`
	Summary   string    `json:"summary"`
	restored
	Done  int `json:"done"`
	Total int `json:"total"`
}

type lastView struct {
	ID         int64    `json:"id"`
	State      string   `json:"state"`
	Error      string   `json:"error"`
	Generation int64    `json:"generation"`
	Changed    []string `json:"changed"`
	By         string   `json:"by"`
	Summary    string   `json:"summary"`
	restored
	FinishedAt time.Time `json:"finishedAt"`
}

type scheduledView struct {
	ID      int64     `json:"id"`
	At      time.Time `json:"at"`
	By      string    `json:"by"`
	Summary string    `json:"summary"`
	// Items are the changes it publishes; empty for a whole document.
	Items []string `json:"items"`
}

func newScheduledView(j publish.Job) scheduledView {
	v := scheduledView{ID: j.ID, At: j.DueAt, By: j.ByName, Summary: j.Summary, Items: []string{}}
	var sel chosen
	if j.Selection != nil && json.Unmarshal(j.Selection, &sel) == nil && sel.Items != nil {
		v.Items = sel.Items
	}
	return v
}

func (p publishing) status() http.Handler {
	return publishingAction(p, http.StatusOK, func(r *http.Request, _ none) (any, error) {
		s, err := p.jobs.Status(r.Context())
		if err != nil {
			return nil, err
		}
		if s.Running == nil && s.Last != nil && s.Last.State == publish.JobDone && p.live != nil {
			// "Published" once this instance serves it: the studio's next
			// click, "view the page", shows the new page, not the one before
			// (the other instances follow within FollowEvery).
			if err := p.live.Sync(r.Context(), p.jobs.Publisher.Store, p.log); err != nil {
				return nil, err
			}
		}
		v := struct {
			Running   *runningView    `json:"running"`
			Last      *lastView       `json:"last"`
			Scheduled []scheduledView `json:"scheduled"`
		}{Scheduled: []scheduledView{}}
		if j := s.Running; j != nil {
			v.Running = &runningView{ID: j.ID, StartedAt: j.StartedAt, By: j.ByName, Summary: j.Summary,
				restored: restored{j.RestoredFrom, j.RestoredItem}, Done: j.Done, Total: j.Total}
		}
		if j := s.Last; j != nil {
			changed := j.Changed
			if changed == nil {
				changed = []string{}
			}
			v.Last = &lastView{ID: j.ID, State: j.State, Error: j.Error, Generation: j.Generation, Changed: changed,
				By: j.ByName, Summary: j.Summary, restored: restored{j.RestoredFrom, j.RestoredItem}, FinishedAt: j.FinishedAt}
		}
		for _, j := range s.Scheduled {
			v.Scheduled = append(v.Scheduled, newScheduledView(j))
		}
		return v, nil
	})
}

// pathID reads the {id} of a route, an integer; anything else names
// nothing (404).
func pathID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, publish.ErrNotFound
	}
	return id, nil
}

func (p publishing) cancel() http.Handler {
	return publishingAction(p, http.StatusOK, func(r *http.Request, _ none) (any, error) {
		id, err := pathID(r)
		if err != nil {
			return nil, err
		}
		job, err := p.jobs.Cancel(r.Context(), id)
		if err != nil {
			return nil, err
		}
		s := current(r)
		if err := p.auth.Record(r.Context(), s.actor, "content.schedule_cancelled", "publish:"+strconv.FormatInt(id, 10),
			job.DueAt.Format(time.RFC3339)+" "+job.Summary); err != nil {
			return nil, err
		}
		return newScheduledView(job), nil
	})
}
