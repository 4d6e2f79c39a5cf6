// Package systemd speaks the sd_notify protocol: a service started with
// Type=notify tells systemd when it is ready and, with WatchdogSec=, that
// it is still alive, by datagrams on the unix socket named by
// NOTIFY_SOCKET. Outside systemd every call does nothing.
package systemd

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"strconv"
	"time"
)

// States sent with Notify.
const (
	Ready    = "READY=1"
	Stopping = "STOPPING=1"
	Watchdog = "WATCHDOG=1"
)

// Notifier sends states to systemd.
type Notifier struct {
	socket string
	// interval is how often systemd wants to hear WATCHDOG=1; 0: never.
	interval time.Duration
}

// New reads the environment systemd gives the service (NOTIFY_SOCKET,
// WATCHDOG_USEC and WATCHDOG_PID); pid is this process's id, since the
// watchdog settings are meant for one process only.
func New(getenv func(string) string, pid int) Notifier {
	n := Notifier{socket: getenv("NOTIFY_SOCKET")}
	usec, err := strconv.ParseInt(getenv("WATCHDOG_USEC"), 10, 64)
	if forPID := getenv("WATCHDOG_PID"); err == nil && usec > 0 && (forPID == "" || forPID == strconv.Itoa(pid)) {
		n.interval = time.Duration(usec) * time.Microsecond
	}
	return n
}

// Notify sends state; without NOTIFY_SOCKET it does nothing.
func (n Notifier) Notify(state string) error {
	if n.socket == "" {
		return nil
	}
	name := n.socket
	if name[0] == '@' { // an abstract socket
		name = "\x00" + name[1:]
	}
	conn, err := net.DialUnix("unixgram", nil, &net.UnixAddr{Name: name, Net: "unixgram"})
	if err != nil {
		return fmt.Errorf("systemd: notify: %w", err)
	}
	defer conn.Close()
	if _, err := conn.Write([]byte(state)); err != nil {
		return fmt.Errorf("systemd: notify: %w", err)
	}
	return nil
}

// Watchdog sends WATCHDOG=1 at half the interval systemd asked for, each
// time alive reports no error, until ctx ends. When alive keeps failing,
// systemd stops hearing from the service and restarts it. Without a
// watchdog it returns at once.
func (n Notifier) Watchdog(ctx context.Context, alive func(context.Context) error, log *slog.Logger) {
	if n.interval <= 0 || n.socket == "" {
		return
	}
	tick := time.NewTicker(n.interval / 2)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		check, cancel := context.WithTimeout(ctx, n.interval/2)
		err := alive(check)
		cancel()
		if err != nil {
			log.Error("watchdog: not alive, not telling systemd", "err", err)
			continue
		}
		if err := n.Notify(Watchdog); err != nil {
			log.Error("watchdog", "err", err)
		}
	}
}
