package systemd

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"path/filepath"
	"testing"
	"time"
)

// listen is systemd's end: a unix datagram socket, and a function that
// returns the next datagram (failing the test after a generous wait).
func listen(t *testing.T) (string, func() string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "notify.sock")
	conn, err := net.ListenUnixgram("unixgram", &net.UnixAddr{Name: path, Net: "unixgram"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return path, func() string {
		t.Helper()
		buf := make([]byte, 256)
		conn.SetReadDeadline(time.Now().Add(10 * time.Second))
		n, err := conn.Read(buf)
		if err != nil {
			t.Fatalf("no datagram: %v", err)
		}
		return string(buf[:n])
	}
}

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestNotifySendsDatagram(t *testing.T) {
	path, next := listen(t)
	n := New(env(map[string]string{"NOTIFY_SOCKET": path}), 1)
	for _, state := range []string{Ready, Stopping} {
		if err := n.Notify(state); err != nil {
			t.Fatal(err)
		}
		if got := next(); got != state {
			t.Errorf("got %q, want %q", got, state)
		}
	}
}

func TestNotifyWithoutSystemdDoesNothing(t *testing.T) {
	if err := New(env(nil), 1).Notify(Ready); err != nil {
		t.Errorf("got %v, want nil", err)
	}
}

func TestWatchdogInterval(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		want time.Duration
	}{
		{"none", map[string]string{}, 0},
		{"for us", map[string]string{"WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "42"}, 30 * time.Second},
		{"no pid given", map[string]string{"WATCHDOG_USEC": "1000"}, time.Millisecond},
		{"for another process", map[string]string{"WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "7"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := New(env(tt.env), 42).interval; got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestWatchdogPingsOnlyWhileAlive(t *testing.T) {
	tests := []struct {
		name     string
		aliveErr error
		want     string // the datagram systemd gets, "" for none
	}{
		{"alive", nil, Watchdog},
		{"not alive", errors.New("stuck"), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "notify.sock")
			conn, err := net.ListenUnixgram("unixgram", &net.UnixAddr{Name: path, Net: "unixgram"})
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			n := New(env(map[string]string{"NOTIFY_SOCKET": path, "WATCHDOG_USEC": "2000", "WATCHDOG_PID": "9"}), 9)
			ctx, cancel := context.WithCancel(context.Background())
			calls := 0
			alive := func(context.Context) error {
				if calls++; calls == 3 {
					cancel()
				}
				return tt.aliveErr
			}
			n.Watchdog(ctx, alive, slog.New(slog.DiscardHandler))
			// A datagram is in the socket's buffer once Write returns.
			conn.SetReadDeadline(time.Now().Add(200 * time.Millisecond))
			buf := make([]byte, 64)
			got := ""
			if k, err := conn.Read(buf); err == nil {
				got = string(buf[:k])
			}
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
