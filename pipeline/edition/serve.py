"""``maison edition serve``: the built site, for a person (or a browser test).

It binds 127.0.0.1 unless told otherwise: an edition in progress is an editor's, not the
network's. It answers every request it can (a bad path gets 400 or 404) and never prints a
traceback: a client that closes its connection early is no error of the server's, and
anything else that goes wrong with one request is one line on stderr, the server going on.
Every answer carries the site's Content-Security-Policy (:data:`pipeline.edition.site.CSP`).
"""

from __future__ import annotations

import functools
import http.server
import sys
import threading
from pathlib import Path

from pipeline.edition.site import CSP

LOCAL = "127.0.0.1"
_GONE = (BrokenPipeError, ConnectionResetError, ConnectionAbortedError, TimeoutError)
"""What a client that went away raises in the server: nothing to report."""


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript; charset=utf-8",
        ".html": "text/html; charset=utf-8",
        ".css": "text/css; charset=utf-8",
    }

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib's name
        pass

    def end_headers(self) -> None:
        self.send_header("Content-Security-Policy", CSP + "; frame-ancestors 'none'")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        super().end_headers()

    def send_head(self):  # noqa: ANN201 - the stdlib's signature
        """A path the file system cannot hold (``/%00``: an embedded NUL) is a bad request,
        not a traceback."""
        if "\x00" in self.translate_path(self.path):
            self.send_error(400, "Bad path")
            return None
        try:
            return super().send_head()
        except ValueError:
            self.send_error(400, "Bad path")
            return None


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: object, client_address: tuple) -> None:
        """One request went wrong: a client gone is silence, anything else one line."""
        error = sys.exc_info()[1]
        if isinstance(error, _GONE):
            return
        print(f"maison edition serve: {client_address[0]}: {error!r}", file=sys.stderr)


def make_server(site: Path, port: int = 0, host: str = LOCAL) -> http.server.ThreadingHTTPServer:
    """A server for ``site`` on ``host`` (``port`` 0: any free port), not yet running."""
    handler = functools.partial(_Handler, directory=str(site))
    return _Server((host, port), handler)


def serve_in_thread(site: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Start a server in a daemon thread; return it and its base URL (tests, bench)."""
    server = make_server(site)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}/"
