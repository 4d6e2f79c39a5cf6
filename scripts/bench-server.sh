# Sourced by the bench scripts: a temporary directory removed on exit with
# the server started in it ($pid), the binary built, and $site_args, which
# serve a two-page stand-in when the front end is not built (the pages do
# not matter to a benchmark; the binary needs some to start).
tmp=$(mktemp -d)
pid=
cleanup() {
	if [[ -n $pid ]] && kill -0 "$pid" 2>/dev/null; then
		kill -TERM "$pid"
		wait "$pid" || true
	fi
	rm -rf "$tmp"
}
trap cleanup EXIT

go build -o bin/site ./cmd/site
site_args=()
if [[ ! -f web/build/client/404/index.html ]]; then
	mkdir -p "$tmp/site/404" "$tmp/site/en/home"
	echo '<!doctype html><title>stand-in</title>' >"$tmp/site/404/index.html"
	cp "$tmp/site/404/index.html" "$tmp/site/en/home/index.html"
	site_args=(-site-dir "$tmp/site")
fi
