package media

import (
	"container/list"
	"context"
	"sync"
)

// Files serves processed files, keeping the most recently asked ones in
// memory up to a byte budget. A file never changes once made (its name
// holds its content's hash), so a cached copy is never stale; a deleted
// asset's files may be served from one instance's memory until they are
// pushed out, which shows nothing the team has not already published.
type Files struct {
	store *Store
	max   int

	mu      sync.Mutex
	size    int
	order   *list.List // most recently used at the front
	entries map[File]*list.Element
}

type cached struct {
	file File
	data []byte
}

// NewFiles returns a reader of store's files with a cache of maxBytes.
func NewFiles(store *Store, maxBytes int) *Files {
	return &Files{store: store, max: maxBytes, order: list.New(), entries: map[File]*list.Element{}}
}

// Open returns a file's bytes, from memory when it can; ErrNotFound for
// anything that is not a made file.
func (c *Files) Open(ctx context.Context, f File) ([]byte, error) {
	c.mu.Lock()
	if e, ok := c.entries[f]; ok {
		c.order.MoveToFront(e)
		data := e.Value.(cached).data
		c.mu.Unlock()
		return data, nil
	}
	c.mu.Unlock()
	data, err := c.store.Open(ctx, f)
	if err != nil {
		return nil, err
	}
	if len(data) > c.max/8 { // a few large files must not push out all the rest
		return data, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.entries[f]; !ok {
		c.entries[f] = c.order.PushFront(cached{f, data})
		c.size += len(data)
		for c.size > c.max {
			last := c.order.Back()
			old := last.Value.(cached)
			c.order.Remove(last)
			delete(c.entries, old.file)
			c.size -= len(old.data)
		}
	}
	return data, nil
}

// Forget drops an asset's files from memory (after deleting it).
func (c *Files) Forget(id string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for f, e := range c.entries {
		if f.ID == id {
			c.size -= len(e.Value.(cached).data)
			c.order.Remove(e)
			delete(c.entries, f)
		}
	}
}
