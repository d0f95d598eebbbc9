"""``maison edition serve``: the built site on 127.0.0.1, for a person (or a browser test)."""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path


class _Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript; charset=utf-8",
        ".html": "text/html; charset=utf-8",
        ".css": "text/css; charset=utf-8",
    }

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib's name
        pass


def make_server(site: Path, port: int = 0) -> http.server.ThreadingHTTPServer:
    """A server for ``site`` on 127.0.0.1 (``port`` 0: any free port), not yet running."""
    handler = functools.partial(_Quiet, directory=str(site))
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def serve_in_thread(site: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Start a server in a daemon thread; return it and its base URL (tests, bench)."""
    server = make_server(site)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}/"
