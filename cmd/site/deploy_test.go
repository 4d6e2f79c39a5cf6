package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// repoFile reads a file of the repository, from cmd/site.
func repoFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestSystemdUnit(t *testing.T) {
	unit := repoFile(t, "deploy/site.service")
	for _, want := range []string{"Type=notify", "WatchdogSec=", "ExecStart=/usr/local/bin/site", "DynamicUser=yes",
		"StateDirectory=site", "ProtectSystem=strict", "NoNewPrivileges=yes", "CapabilityBoundingSet=\n",
		"#   AmbientCapabilities=CAP_NET_BIND_SERVICE", "DATABASE_URL=/var/lib/site/site.db", "TRUST_PROXY=true"} {
		if !strings.Contains(unit, want) {
			t.Errorf("unit lacks %q", want)
		}
	}
	// systemd's own checker, where systemd is installed. It also checks
	// that ExecStart names an executable: point it at this test binary.
	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		return
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "site.service")
	if err := os.WriteFile(path, []byte(strings.Replace(unit, "ExecStart=/usr/local/bin/site", "ExecStart="+self, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(analyze, "verify", path).CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("systemd-analyze verify: %v\n%s", err, out)
	}
}

// instruction is one Dockerfile instruction, continuation lines joined.
type instruction struct{ cmd, args string }

func parseDockerfile(text string) []instruction {
	var out []instruction
	var cur strings.Builder
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if cont, ok := strings.CutSuffix(line, "\\"); ok {
			cur.WriteString(cont + " ")
			continue
		}
		cur.WriteString(line)
		cmd, args, _ := strings.Cut(cur.String(), " ")
		out = append(out, instruction{strings.ToUpper(cmd), strings.TrimSpace(args)})
		cur.Reset()
	}
	return out
}

// TestDockerfile checks the image recipe without a container engine (none
// runs here): the three stages, that every file it copies exists, that the
// builder images are the versions the repository asks for, and that the
// image runs as non-root with its data on a volume and a health check.
func TestDockerfile(t *testing.T) {
	steps := parseDockerfile(repoFile(t, "Dockerfile"))
	var stages []string
	var froms []string
	byStage := map[string][]instruction{}
	for _, s := range steps {
		if s.cmd == "FROM" {
			image, stage, _ := strings.Cut(s.args, " AS ")
			froms = append(froms, image)
			stages = append(stages, stage)
			continue
		}
		if len(stages) == 0 {
			t.Fatalf("%s before FROM", s.cmd)
		}
		last := stages[len(stages)-1]
		byStage[last] = append(byStage[last], s)
		if s.cmd == "COPY" {
			fields := strings.Fields(s.args)
			if from, ok := strings.CutPrefix(fields[0], "--from="); ok {
				if !slices.Contains(stages[:len(stages)-1], from) {
					t.Errorf("COPY --from=%s: no earlier stage of that name", from)
				}
				continue
			}
			for _, src := range fields[:len(fields)-1] {
				// A source may be a pattern (web/*.go): it must match something.
				if matches, err := filepath.Glob(filepath.Join("..", "..", src)); err != nil || len(matches) == 0 {
					t.Errorf("COPY %s: matches no file (%v)", src, err)
				}
			}
		}
	}
	if len(froms) != 3 || !strings.HasPrefix(froms[0], "node:20") || !strings.HasPrefix(froms[1], "golang:") {
		t.Fatalf("stages: got %v, want node:20…, golang:…, then the runtime image", froms)
	}
	goVersion := regexp.MustCompile(`(?m)^go (\d+\.\d+)`).FindStringSubmatch(repoFile(t, "go.mod"))[1]
	if !strings.HasPrefix(froms[1], "golang:"+goVersion) {
		t.Errorf("Go image %s, want golang:%s (go.mod)", froms[1], goVersion)
	}
	build := byStage[stages[1]]
	if !slices.ContainsFunc(build, func(s instruction) bool {
		return s.cmd == "RUN" && strings.Contains(s.args, "CGO_ENABLED=0 go build -tags nodynamic")
	}) {
		t.Error("no CGO_ENABLED=0 go build -tags nodynamic in the Go stage: the binary would not be static")
	}
	final := map[string]string{}
	for _, s := range byStage[stages[2]] {
		final[s.cmd] += s.args + "\n"
	}
	checks := []struct{ name, cmd, want string }{
		{"non-root user", "USER", "65532"},
		{"data volume", "VOLUME", "/data"},
		{"database on the volume", "ENV", "DATABASE_URL=/data/site.db"},
		{"health check without curl", "HEALTHCHECK", `CMD ["/site", "healthcheck"]`},
		{"runs the binary", "ENTRYPOINT", `["/site"]`},
	}
	for _, c := range checks {
		if !strings.Contains(final[c.cmd], c.want) {
			t.Errorf("%s: %s is %q, want %q in it", c.name, c.cmd, final[c.cmd], c.want)
		}
	}
	if strings.Contains(froms[2], "golang") || strings.Contains(froms[2], "node") {
		t.Errorf("runtime image %s carries a toolchain", froms[2])
	}
}
