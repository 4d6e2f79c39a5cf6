package render

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"modernc.org/quickjs"
)

// jsRuntime is the JavaScript engine the renderer drives, kept this small so
// that another engine could take QuickJS's place: goja ran the same bundle
// in the feasibility test, with three times the memory.
type jsRuntime interface {
	// eval runs a script in the global scope.
	eval(name string, source []byte) error
	// call calls a global function with string arguments and returns its result.
	call(fn string, args ...string) (any, error)
	// runJobs runs the queued promise jobs until none is left.
	runJobs() error
	// limit bounds the next calls: each stops after d (0: no bound).
	limit(d time.Duration) error
	// interrupt stops the JavaScript running now; safe from any goroutine.
	interrupt()
	close() error
}

// callJSON calls the global function fn of rt, whose answer is JSON in a
// string, and decodes the answer into v.
func callJSON(rt jsRuntime, v any, fn string, args ...string) error {
	out, err := rt.call(fn, args...)
	if err != nil {
		return err
	}
	s, ok := out.(string)
	if !ok {
		return fmt.Errorf("%s returned %T", fn, out)
	}
	return json.Unmarshal([]byte(s), v)
}

// qjs is QuickJS (modernc.org/quickjs: the C engine transpiled to Go, no cgo).
type qjs struct {
	vm *quickjs.VM
}

func newQuickJS(memoryLimit uintptr) (*qjs, error) {
	vm, err := quickjs.NewVM()
	if err != nil {
		return nil, fmt.Errorf("quickjs: %w", err)
	}
	if memoryLimit > 0 {
		vm.SetMemoryLimit(memoryLimit)
	}
	return &qjs{vm: vm}, nil
}

func (q *qjs) eval(name string, source []byte) error {
	_, err := q.vm.Eval(string(source), quickjs.EvalGlobal)
	if err != nil {
		return fmt.Errorf("%s: %w", name, jsError(err))
	}
	return nil
}

func (q *qjs) call(fn string, args ...string) (any, error) {
	in := make([]any, len(args))
	for i, a := range args {
		in[i] = a
	}
	r, err := q.vm.Call(fn, in...)
	if err != nil {
		return nil, jsError(err)
	}
	return r, nil
}

func (q *qjs) runJobs() error {
	for {
		n, err := q.vm.ExecutePendingJobs()
		if err != nil {
			return jsError(err)
		}
		if n == 0 {
			return nil
		}
	}
}

func (q *qjs) limit(d time.Duration) error { return q.vm.SetEvalTimeout(d) }
func (q *qjs) interrupt()                  { q.vm.Interrupt() }
func (q *qjs) close() error                { return q.vm.Close() }

// jsError turns QuickJS's error into a *ScriptError carrying the JavaScript
// stack.
func jsError(err error) error {
	var e *quickjs.Error
	if errors.As(err, &e) {
		return &ScriptError{Message: e.Error(), Stack: e.Stack}
	}
	return err
}
