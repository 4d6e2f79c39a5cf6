package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// instance is one site server process the soak runs, possibly several
// times over (killed and started again).
type instance struct {
	name        string
	addr        string // 127.0.0.1:port
	metricsAddr string
	env         []string
	logDir      string

	mu      sync.Mutex
	cmd     *exec.Cmd
	up      bool
	peakRSS []int64 // kB, one per life of the process
	lives   int
}

func (in *instance) base() string { return "http://" + in.addr }

// start runs the binary and waits until it answers /readyz.
func (in *instance) start(ctx context.Context, bin string) error {
	in.mu.Lock()
	in.lives++
	logs, err := os.Create(filepath.Join(in.logDir, fmt.Sprintf("%s-%d.log", in.name, in.lives)))
	if err != nil {
		in.mu.Unlock()
		return err
	}
	cmd := exec.Command(bin)
	cmd.Env = in.env
	cmd.Stdout, cmd.Stderr = logs, logs
	if err := cmd.Start(); err != nil {
		in.mu.Unlock()
		return fmt.Errorf("%s: start: %w", in.name, err)
	}
	in.cmd = cmd
	in.mu.Unlock()
	deadline := time.Now().Add(90 * time.Second)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		resp, err := http.Get(in.base() + "/readyz")
		if err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				in.mu.Lock()
				in.up = true
				in.mu.Unlock()
				return nil
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("%s: not ready after 90s (log in %s)", in.name, logs.Name())
}

func (in *instance) isUp() bool {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.up
}

// kill ends the process with SIGKILL: no shutdown, no flush.
func (in *instance) kill() error {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.up = false
	in.peakRSS = append(in.peakRSS, peakRSS(in.cmd.Process.Pid))
	if err := in.cmd.Process.Kill(); err != nil {
		return err
	}
	in.cmd.Wait()
	return nil
}

// stop asks the process to stop (SIGTERM) and waits for it; an error
// means it exited badly.
func (in *instance) stop() error {
	in.mu.Lock()
	defer in.mu.Unlock()
	if !in.up {
		return nil
	}
	in.up = false
	in.peakRSS = append(in.peakRSS, peakRSS(in.cmd.Process.Pid))
	in.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- in.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			return fmt.Errorf("%s: exit: %w", in.name, err)
		}
		return nil
	case <-time.After(60 * time.Second):
		in.cmd.Process.Kill()
		return fmt.Errorf("%s: did not stop within 60s of SIGTERM", in.name)
	}
}

// peakRSS is the most resident memory process pid has used, in kB.
func peakRSS(pid int) int64 {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			n, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return n
		}
	}
	return 0
}
