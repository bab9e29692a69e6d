# Two commands: `make lab` opens the tutorials, `make test` runs every test.
# Both set up .venv first (safe to run again; reinstalls only when pyproject.toml changes).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.sailkit-installed

.PHONY: lab test setup bench clean

setup: $(STAMP)

$(STAMP): pyproject.toml
	@command -v $(PYTHON) >/dev/null 2>&1 || { \
	  echo "error: sailkit needs Python 3.11 or newer, and '$(PYTHON)' was not found." >&2; \
	  echo "       Install Python 3.11+, or name one: make PYTHON=/path/to/python3.11 $(MAKECMDGOALS)" >&2; exit 1; }
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' || { \
	  echo "error: sailkit needs Python 3.11 or newer; '$(PYTHON)' is $$($(PYTHON) --version 2>&1)." >&2; \
	  echo "       Name a newer one: make PYTHON=/path/to/python3.11 $(MAKECMDGOALS)" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	@touch $(STAMP)

lab: setup
	$(BIN)/jupyter lab tutorials/00_start_here.ipynb

test: setup
	$(BIN)/python -m pytest

bench: setup
	$(BIN)/python -m sailkit.bench

clean:
	rm -rf $(VENV)
