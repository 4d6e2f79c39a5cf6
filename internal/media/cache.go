package media

import (
	"container/list"
	"context"
	"strconv"
	"sync"
	"time"
)

// Files serves processed files, keeping the most recently asked ones in
// memory up to a byte budget. A file never changes once made (its name
// holds its content's hash), so a cached copy is never stale while its
// asset exists; a copy older than Recheck is served only once the asset is
// found still there, so a picture deleted on one instance stops answering
// on the others within Recheck (issue 35, D10: they served it for minutes).
type Files struct {
	store *Store
	max   int
	// Recheck is how old a copy may be before its asset is looked up again.
	Recheck time.Duration
	// Now is the clock; tests replace it.
	Now func() time.Time

	mu      sync.Mutex
	size    int
	order   *list.List // most recently used at the front
	entries map[File]*list.Element
}

type cached struct {
	file File
	*Served
	checked time.Time // when the asset was last known to exist
}

// Served is a file with the header values an answer gives it, built once
// when it is read, so a request served from memory builds nothing
// (docs/decisions/0171). The slices are shared: never change them.
type Served struct {
	Data []byte
	// ETag is the quoted file name, Length the size in bytes.
	ETag, Length []string
}

func newServed(f File, data []byte) *Served {
	return &Served{Data: data, ETag: []string{`"` + f.Name() + `"`}, Length: []string{strconv.Itoa(len(data))}}
}

// NewFiles returns a reader of store's files with a cache of maxBytes.
func NewFiles(store *Store, maxBytes int) *Files {
	return &Files{store: store, max: maxBytes, Recheck: time.Second, Now: time.Now, order: list.New(), entries: map[File]*list.Element{}}
}

// Open returns a file and its header values, from memory when it can;
// ErrNotFound for anything that is not a made file.
func (c *Files) Open(ctx context.Context, f File) (*Served, error) {
	now := c.Now()
	c.mu.Lock()
	if e, ok := c.entries[f]; ok {
		c.order.MoveToFront(e)
		entry := e.Value.(cached)
		c.mu.Unlock()
		if now.Sub(entry.checked) < c.Recheck {
			return entry.Served, nil
		}
		switch exists, err := c.store.exists(ctx, f.ID); {
		case err != nil:
			return nil, err
		case !exists:
			c.Forget(f.ID) // deleted, maybe on another instance
			return nil, ErrNotFound
		}
		c.mu.Lock()
		if e, ok := c.entries[f]; ok {
			entry.checked = now
			e.Value = entry
		}
		c.mu.Unlock()
		return entry.Served, nil
	}
	c.mu.Unlock()
	data, err := c.store.Open(ctx, f)
	if err != nil {
		return nil, err
	}
	served := newServed(f, data)
	if len(data) > c.max/8 { // a few large files must not push out all the rest
		return served, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.entries[f]; !ok {
		c.entries[f] = c.order.PushFront(cached{f, served, now})
		c.size += len(data)
		for c.size > c.max {
			last := c.order.Back()
			old := last.Value.(cached)
			c.order.Remove(last)
			delete(c.entries, old.file)
			c.size -= len(old.Data)
		}
	}
	return served, nil
}

// Forget drops an asset's files from memory (after deleting it).
func (c *Files) Forget(id string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for f, e := range c.entries {
		if f.ID == id {
			c.size -= len(e.Value.(cached).Data)
			c.order.Remove(e)
			delete(c.entries, f)
		}
	}
}
