# The two commands: `make run` and `make test`. Everything else is a step of those.
SHELL := /bin/bash
.DEFAULT_GOAL := run

WEB_SOURCES := $(shell find web/app web/admin web/public web/render web/scripts -type f 2>/dev/null) web/react-router.config.ts web/vite.config.ts web/package-lock.json
GO_SOURCES := $(shell find cmd internal web -name '*.go' -not -path 'web/node_modules/*' 2>/dev/null) $(shell find internal -name '*.sql' -o -name '*.json' 2>/dev/null) go.mod go.sum

# nodynamic: the AVIF and WebP codecs run as WebAssembly only, never through
# a system libavif/libwebp loaded at run time, which would make the binary
# dynamically linked (docs/decisions/0175-media-in-the-database.md).
export GOFLAGS := $(GOFLAGS) -tags=nodynamic

.PHONY: run build test test-go test-go-race test-go-render test-postgres test-web test-e2e test-html test-lighthouse lighthouse fuzz bench soak lint dev clean

## run: install front-end dependencies, build everything, start the site on http://localhost:8080
run: bin/site
	./bin/site

## build: the front end (the public site, then the back office: two builds into web/build/client), then the one binary that embeds it
build: bin/site

web/node_modules/.installed: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

# The share previews (og/) are drawn by Go, with the code a publish uses
# (internal/shareimage, docs/decisions/0230).
web/build/client/en/home/index.html: web/node_modules/.installed $(WEB_SOURCES) $(wildcard internal/shareimage/*.go cmd/shareimages/*.go)
	cd web && npm run build
	go run ./cmd/shareimages web/build/client

# What each page read of the content, for a first publish to render only what
# an edit touches: cmd/pagereads renders every page with the renderer inside
# the binary and notes the pages rendered to the build's bytes, which is
# internal/render's TestIdentity (so it runs again when the renderer changes).
READS_SOURCES := $(filter-out %_test.go,$(wildcard cmd/pagereads/*.go internal/render/*.go internal/publish/*.go internal/content/*.go internal/content/*.json web/*.go))
web/build/render/reads.json.gz: web/build/client/en/home/index.html $(READS_SOURCES)
	go run ./cmd/pagereads web/build/render

bin/site: web/build/render/reads.json.gz $(GO_SOURCES)
	go build -o bin/site ./cmd/site

## test: every test: Go (with the race detector; the fuzz targets on their seeds and saved inputs), Vitest, Playwright in Chromium,
## the Go stores again on PostgreSQL, the Nu HTML checker on every built page, Lighthouse's accessibility, best practices and SEO;
## prints each stage's wall time at the end
# Stages joined by + run side by side: the PostgreSQL pass mostly waits on the
# database (it uses about a third of two cores), which leaves room for the
# lint, the HTML checker and Lighthouse's three deterministic categories beside the race run,
# and the Go tests that run without the race detector beside it rather than
# after it (its last minute is internal/server's tests alone, one at a time).
# Vitest runs after them: beside them, tests that parse every built page or
# the whole content document took more than its 5 s per test.
STAGES := build lint+test-html+test-go-race+test-go-render+test-postgres+test-lighthouse test-web test-e2e

# Go's tests allocate much and live short: a collection at 400 % growth
# instead of 100 % saves a tenth of the race run's time (internal/server:
# 122 s from 133) on a machine with memory to spare.
TEST_GOGC := 400
test:
	@scripts/test-stages.sh $(STAGES)

lint: web/node_modules/.installed
	go vet ./...
	test -z "$$(gofmt -l cmd internal web/*.go)" || (gofmt -l cmd internal web/*.go; exit 1)
	cd web && npm run typecheck

# The race detector watches our code and the standard library's, not the
# C libraries translated to Go (modernc's SQLite and QuickJS) nor the
# WebAssembly runtime the image codecs run in (wazero): instrumenting them
# (and checkptr, which -race turns on, checking their millions of
# unsafe.Pointer conversions) was most of the race run's CPU: SQLite on every
# query, wazero compiling the AVIF encoder (docs/decisions/0320). Nor the
# Brotli encoder (a port of Google's C library), which compresses every page
# each time a test starts a server: a quarter of internal/server's run. Nor
# the code that draws, encodes and compresses pixels and bytes, ours to call
# and not to share (the standard library's image, compress and hash, and
# the drawing, font and codec libraries): the share-image tests spent 22 of
# their 24 CPU-seconds there, 2 without it, and the media tests a third.
# Our own reads and writes stay watched, whatever they call.
RACE_UNWATCHED := modernc.org/... github.com/tetratelabs/wazero/... github.com/andybalholm/brotli/... \
	image/... compress/... hash/... golang.org/x/image/... github.com/tdewolff/... github.com/go-text/... \
	github.com/srwiley/... github.com/benoitkugler/... github.com/gen2brain/...
RACE_GCFLAGS := $(foreach p,$(RACE_UNWATCHED),-gcflags='$(p)=-race=false')

# The tests that render with QuickJS (RENDER_ONLY: internal/render's on the
# real bundle, and cmd/site's one publish through it) are left out under
# -race, which makes QuickJS ten times slower, and so are the tests that
# start servers over the built site (cmd/site's publishing tests on a
# stand-in engine, internal/server's walks of every built page: each start
# compresses every page): they run on their own.
test-go: test-go-race test-go-render

test-go-race: web/build/render/reads.json.gz
	GOGC=$(TEST_GOGC) go test -race $(RACE_GCFLAGS) -count=1 -timeout 20m ./...

test-go-render: web/build/render/reads.json.gz
	GOGC=$(TEST_GOGC) go test -count=1 -timeout 20m -run '$(RENDER_ONLY)|^(TestPublishGenerationsRollback|TestPublishUploadedPicture|TestEveryFileAPageNamesIsServed)$$' ./internal/render/ ./internal/publish/ ./internal/server/ ./cmd/site/

# POSTGRES_TEST_URL (set by .ci/run) runs the tests of the packages that
# open a database (those whose tests import internal/database/dbtest) a
# second time, on PostgreSQL: the stores, and the server's two instances
# starting together on one database. The tests that only render pages with
# QuickJS, whatever the database, run once, in test-go-render (the publishing tests
# that need two instances, such as an uploaded picture's, render with a
# stand-in engine and run again).
RENDER_ONLY := ^(TestIdentity|TestContentDocument|TestReadsFollowTheContent|TestAddedProjectsReadOnlyWhereTheyShow|TestSetContentRendersAsAFreshEngine|TestPublishEveryFamilyAndATenthProject|TestStructuralEditsRenderOnlyTheirPages|TestBuiltSite)$$
DATABASE_PACKAGES = $$(go list -test -f '{{if .ForTest}}{{.ForTest}} {{join .Deps " "}}{{end}}' ./internal/... ./cmd/... | grep -E ' agencysite/internal/database/dbtest( |$$)' | cut -d' ' -f1 | sort -u)
test-postgres: web/build/render/reads.json.gz
	@if [ -n "$$POSTGRES_TEST_URL" ]; then \
		echo "again on PostgreSQL"; TEST_POSTGRES_URL="$$POSTGRES_TEST_URL" GOGC=$(TEST_GOGC) go test -count=1 -timeout 20m -skip "$(RENDER_ONLY)" $(DATABASE_PACKAGES); \
	else echo "POSTGRES_TEST_URL not set: PostgreSQL run skipped"; fi

## fuzz: each fuzz target explores 30000 new inputs (`make test` runs the targets on their seeds and saved inputs only:
## exploring is not a gate, it finds what no change caused; run it after changing a parser or a handler it reaches)
# A count, not a duration: with a duration, Go 1.26's fuzzing coordinator can
# report "context deadline exceeded" when the time runs out while a worker is
# mid-call on a busy machine (golang/go#75804, fixed in Go 1.27), failing a
# run that found nothing. 30000 inputs take about 10 s per target here.
FUZZTIME ?= 30000x
fuzz: web/build/render/reads.json.gz
	@for target in $$(grep -rhoE '^func (Fuzz[A-Za-z0-9_]+)' --include='*_test.go' internal | sed 's/func //'); do \
		pkg=$$(grep -rlE "^func $$target\(" --include='*_test.go' internal | xargs dirname); \
		echo "fuzz $$target in ./$$pkg (-fuzztime=$(FUZZTIME))"; \
		go test -run='^$$' -fuzz="^$$target$$" -fuzztime=$(FUZZTIME) ./$$pkg || exit 1; \
	done

test-web: web/node_modules/.installed
	cd web && npx vitest run

test-e2e: bin/site
	cd web && npx playwright test

# The W3C Nu HTML checker (npm's vnu-jar, on the machine's Java, offline) over
# every page of the build in one Java start: fails on any error. The pages a
# publish renders come from the same React source through the same bundle
# (TestIdentity), so they are checked here too (docs/decisions/0430).
VNU := java -jar web/node_modules/vnu-jar/build/dist/vnu.jar
test-html: web/build/client/en/home/index.html
	$(VNU) --errors-only --skip-non-html web/build/client

# Lighthouse's accessibility, best practices and SEO on /en/home and
# /ar/contact (mobile, one run, without the performance category, whose
# figure depends on the machine's load: `make lighthouse` measures it):
# fails when one is under 100.
test-lighthouse: bin/site
	cd web && timeout 300 node scripts/lighthouse.mjs --ci

## lighthouse: Lighthouse on the key pages, mobile and desktop, median of 3 runs, then a case study with uploaded screenshots (prints tables; LH_PORT picks the port)
lighthouse: bin/site
	cd web && node scripts/lighthouse.mjs
	cd web && node scripts/lighthouse.mjs --media

## bench: ingest benchmark and load test against the real binary, then the dashboard's full load on 1 M and 5 M
## seeded events on SQLite and PostgreSQL, page serving against nginx, then media: a 12-MP JPEG through the
## pipeline and serving against nginx, publishing by the binary and through the studio's API, the upload flood (reports figures,
## asserts nothing about time; about 30 minutes)
bench: bin/site
	@if [ -x scripts/bench.sh ]; then scripts/bench.sh; else echo "no benchmarks yet"; fi
	scripts/bench-dashboard.sh
	scripts/bench-nginx.sh
	scripts/bench-media.sh
	scripts/bench-publish.sh
	scripts/bench-studio.sh
	scripts/bench-upload-flood.sh
	scripts/bench-booking.sh

## soak: 60 s of mixed load against the real binary with a kill -9 halfway, on SQLite then on two instances over PostgreSQL; checks nothing acknowledged is lost (reports figures)
soak: bin/site
	scripts/soak.sh

## dev: the Go server for the API and Vite's dev servers with hot reload for the pages and the back office, on
## API_ADDR (default 127.0.0.1:8080, or a free port when 8080 is taken): make dev API_ADDR=127.0.0.1:9000
dev: bin/site
	@addr="$(API_ADDR)"; addr="$${addr:-$$(node web/scripts/free-addr.mjs)}"; \
	echo "pages: http://localhost:5173/en/home, back office: http://localhost:5174/admin (Vite), API: http://$$addr"; \
	./bin/site -addr "$$addr" & pid=$$!; \
	(cd web && API_ADDR="$$addr" npx vite --config admin/vite.config.ts) & admin=$$!; trap "kill $$pid $$admin" EXIT; \
	cd web && API_ADDR="$$addr" npx react-router dev

clean:
	rm -rf bin web/build/client/* web/build/server web/.react-router
