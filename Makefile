# maison — make corpus | make test | make bench | make clean
SHELL := /bin/bash
VENV := .venv
BIN := $(VENV)/bin
SOURCE ?=
PARTIAL ?=

.PHONY: corpus edition test bench lint clean setup-corpus setup-test

corpus: setup-corpus
	$(BIN)/maison corpus $(if $(SOURCE),--source "$(SOURCE)") $(if $(PARTIAL),--partial)

# the reading edition (corpus/out/edition/): built from the corpus, which is built first if absent
edition: setup-corpus
	@test -f corpus/out/maison-des-jeux-academiques-1665.xml || $(BIN)/maison corpus $(if $(SOURCE),--source "$(SOURCE)")
	$(BIN)/maison edition build

test: setup-test
	$(BIN)/ruff check pipeline tests scripts
	$(BIN)/lint-imports
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/pytest  # bytecode cached: each test process compiles the package once, not every time

bench: setup-test
	$(BIN)/python scripts/bench.py

lint: setup-test
	$(BIN)/ruff check pipeline tests scripts
	$(BIN)/ruff format --check pipeline tests scripts

setup-corpus:
	@scripts/setup.sh corpus

setup-test:
	@scripts/setup.sh test

clean:
	rm -rf corpus/out corpus/.out.staging-* corpus/.out.old-*
