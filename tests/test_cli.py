"""The command line starts light: the small commands do not load the build or spaCy."""

from __future__ import annotations

import subprocess
import sys

import pytest

PROBE = """
import sys
from pipeline.cli import cli
try:
    cli({args!r}, standalone_mode=False)
except SystemExit:
    pass
print("LOADED:" + ",".join(m for m in ("spacy", "pipeline.build", "scipy") if m in sys.modules))
"""


@pytest.mark.parametrize(
    "args",
    [
        ["--help"],
        ["piquet", "declare", "--elder", "AC RC DC VC 10C 9P 8P 7P AP AK AT 6T",
         "--younger", "RP DP VP 10P 9C 8C 7C 6C RK DK VK 10K"],
        ["rules", "--help"],
    ],
)  # fmt: skip
def test_cli_small_commands_start_without_spacy(args):
    run = subprocess.run(
        [sys.executable, "-c", PROBE.format(args=args)], capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[-1] == "LOADED:", run.stdout


def test_cli_normalize_keeps_the_apostrophes_by_default():
    """``maison normalize`` modernises spelling, not the apostrophe's glyph (FreEM-norm dev:
    "toutefois elle s'eſt tuë")."""
    from click.testing import CliRunner

    from pipeline.cli import cli

    text = "toutefois elle s'eſt tuë\nD’autre part\n"
    kept = CliRunner().invoke(cli, ["normalize"], input=text)
    assert kept.exit_code == 0 and kept.output == "toutefois elle s'est tue\nD’autre part\n"
    modern = CliRunner().invoke(cli, ["normalize", "--modern-apostrophes"], input=text)
    assert modern.output == "toutefois elle s’est tue\nD’autre part\n"
