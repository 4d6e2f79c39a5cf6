package media

import (
	"bytes"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
)

// Worker decodes and encodes pictures: Inspect checks an upload, Process
// makes its files.
type Worker interface {
	Inspect(ctx context.Context, name string, data []byte, hero bool) (*Upload, error)
	Process(ctx context.Context, id string, source Format, data []byte, hero bool) (*Processed, error)
}

// InProcess works in the calling process: for tests and the command line.
type InProcess struct{}

// Inspect is the package's Inspect.
func (InProcess) Inspect(_ context.Context, name string, data []byte, hero bool) (*Upload, error) {
	return Inspect(name, data, hero)
}

// Process is the package's Process.
func (InProcess) Process(_ context.Context, id string, source Format, data []byte, hero bool) (*Processed, error) {
	return Process(id, source, data, hero)
}

// Child works in a child process, the server's binary run as Command
// (whose main calls ServeWorker), one process per picture. The codecs run
// inside WebAssembly, where Go cannot stop a goroutine: a collection
// started in the server while a picture was encoded waited for the encoder
// (up to 0.8 s), and every visitor's request with it; the child has its
// own collector and memory, and runs at a lower priority.
type Child struct {
	// Command is the program and its arguments.
	Command []string
	// Env is added to the child's environment.
	Env []string
}

// workRequest is what the parent sends the child on its standard input.
type workRequest struct {
	Process bool
	Name    string
	ID      string
	Format  Format
	Hero    bool
	Data    []byte
}

// workResult is what the child answers on its standard output: one of
// the results, a refusal or the text of another error.
type workResult struct {
	Upload    *Upload
	Processed *Processed
	Refused   *RefusedError
	Err       string
}

// Inspect runs Inspect in a child process.
func (c Child) Inspect(ctx context.Context, name string, data []byte, hero bool) (*Upload, error) {
	if len(data) > MaxBytes { // refused before a process is started for it
		return nil, fmt.Errorf("%w: %d bytes, at most %d", ErrTooLarge, len(data), MaxBytes)
	}
	res, err := c.run(ctx, workRequest{Name: name, Hero: hero, Data: data})
	if err != nil {
		return nil, err
	}
	if res.Upload == nil {
		return nil, errors.New("media: worker answered no upload")
	}
	return res.Upload, nil
}

// Process runs Process in a child process.
func (c Child) Process(ctx context.Context, id string, source Format, data []byte, hero bool) (*Processed, error) {
	res, err := c.run(ctx, workRequest{Process: true, ID: id, Format: source, Hero: hero, Data: data})
	if err != nil {
		return nil, err
	}
	if res.Processed == nil {
		return nil, errors.New("media: worker answered nothing processed")
	}
	return res.Processed, nil
}

func (c Child) run(ctx context.Context, req workRequest) (*workResult, error) {
	var in, out, stderr bytes.Buffer
	if err := gob.NewEncoder(&in).Encode(req); err != nil {
		return nil, fmt.Errorf("media: worker request: %w", err)
	}
	cmd := exec.CommandContext(ctx, c.Command[0], c.Command[1:]...)
	cmd.Env = append(os.Environ(), c.Env...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = &in, &out, &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("media: worker: %w: %s", err, strings.TrimSpace(stderr.String()))
	}
	var res workResult
	if err := gob.NewDecoder(&out).Decode(&res); err != nil {
		return nil, fmt.Errorf("media: worker answer: %w", err)
	}
	switch {
	case res.Refused != nil:
		return nil, res.Refused
	case res.Err != "":
		return nil, errors.New(res.Err)
	}
	return &res, nil
}

// workerNice is the child's scheduling priority: below the server's, so a
// visitor's request is answered first when both want the processor.
const workerNice = 10

// ServeWorker is the child's side of Child: it reads one request from r,
// does it and writes the answer to w. A refusal or a failure is an
// answer; the error is only for a request or an answer that cannot be
// read or written.
func ServeWorker(r io.Reader, w io.Writer) error {
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, 0, workerNice) // best effort: the work is the same without it
	var req workRequest
	if err := gob.NewDecoder(r).Decode(&req); err != nil {
		return fmt.Errorf("media: worker request: %w", err)
	}
	var res workResult
	var err error
	if req.Process {
		res.Processed, err = Process(req.ID, req.Format, req.Data, req.Hero)
	} else {
		res.Upload, err = Inspect(req.Name, req.Data, req.Hero)
	}
	var refused *RefusedError
	switch {
	case errors.As(err, &refused):
		res.Refused = refused
	case err != nil:
		res.Err = err.Error()
	}
	return gob.NewEncoder(w).Encode(res)
}
