# The site as a container image: build the front end with Node 20, the one
# static binary with Go, and ship only the binary on a minimal base that
# runs as a non-root user, with the data (SQLite, backups, certificates) on
# a volume. docs/deploy.md has the run commands.
#
#   docker build -t site .
#   docker run -d -p 8080:8080 -v site-data:/data -e BASE_URL=https://example.com site

# 1. Front end: prerendered pages and hashed assets (web/build/client), and
# the render bundle (web/build/render).
FROM node:20-bookworm-slim AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
# The front end reads the event catalogue and the form's options from the
# Go packages (one source of truth).
COPY internal/ /src/internal/
COPY web/ ./
RUN npm run build

# 2. The binary, with the built front end embedded; no cgo, so it runs on
# a base without a C library.
FROM golang:1.26-bookworm AS go
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY cmd/ cmd/
COPY internal/ internal/
COPY web/*.go web/
COPY web/app/config/site.json web/app/config/
COPY --from=web /src/web/build/client web/build/client
# The render bundle publishing runs in QuickJS (web/render.go, internal/render).
COPY --from=web /src/web/build/render web/build/render
# The share previews are drawn in Go (docs/decisions/0230) before the
# binary embeds the build.
RUN go run -tags nodynamic ./cmd/shareimages web/build/client
RUN CGO_ENABLED=0 go build -tags nodynamic -trimpath -ldflags="-s -w" -o /out/site ./cmd/site \
	&& mkdir -p /out/data

# 3. Run: the binary alone, as the distroless image's "nonroot" user (65532).
FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=go /out/site /site
# The volume's mount point, owned by the user that writes to it.
COPY --from=go --chown=65532:65532 /out/data /data
ENV ADDR=:8080 \
	DATA_DIR=/data \
	DATABASE_URL=/data/site.db
VOLUME /data
EXPOSE 8080
USER 65532:65532
# No curl in the image: the binary asks itself (GET /readyz).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["/site", "healthcheck"]
ENTRYPOINT ["/site"]
