"""The suite's early plugin (``lazy_imports.py``) spares each pytest process the IRI grammar and loses no check."""

from __future__ import annotations

import sys

import jsonschema
import lazy_imports
import pytest

#: Whether the IRI grammar had been built when this module was collected (after nbval and nbformat were imported).
BUILT_WHEN_COLLECTED = "rfc3987_syntax.syntax_helpers" in sys.modules


def test_loading_the_suite_builds_no_iri_grammar(pytestconfig: pytest.Config) -> None:
    assert pytestconfig.pluginmanager.hasplugin("lazy_imports")
    assert "nbformat" in sys.modules and "jsonschema._format" in sys.modules  # nbval brought them in
    assert not BUILT_WHEN_COLLECTED


def test_jsonschema_still_checks_iris_with_the_real_grammar() -> None:
    checker = jsonschema.Draft202012Validator.FORMAT_CHECKER
    assert "iri" in checker.checkers and "iri-reference" in checker.checkers
    validator = jsonschema.Draft202012Validator({"format": "iri"}, format_checker=checker)
    assert validator.is_valid("https://example.org/é")
    assert not validator.is_valid("not an iri: \\")
    assert not isinstance(sys.modules["rfc3987_syntax"], lazy_imports.Deferred)  # the real module answered


def test_a_deferred_module_imports_the_real_one_at_first_use(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(sys.modules, "colorsys", raising=False)
    assert lazy_imports.defer("colorsys", ["rgb_to_hls"])
    stand_in = sys.modules["colorsys"]
    assert isinstance(stand_in, lazy_imports.Deferred)
    from colorsys import rgb_to_hls  # takes the forwarder: nothing imported yet

    assert sys.modules["colorsys"] is stand_in
    assert rgb_to_hls(1.0, 0.0, 0.0) == (0.0, 0.5, 1.0)  # the first call imports the real module
    assert sys.modules["colorsys"] is not stand_in
    assert stand_in.hls_to_rgb(0.0, 0.5, 1.0) == (1.0, 0.0, 0.0)  # any other name comes from the real module
    assert not lazy_imports.defer("colorsys", [])  # already imported: left alone
    assert not lazy_imports.defer("no_such_module_anywhere", [])  # not installed: nothing stands in
