"""The linguistic counts of tests/i18n/test_linguistics.py, printed after the run: one line
per language and defect class, for the before/after tables of a fix."""

from __future__ import annotations

import pytest


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    lines = sorted(
        value
        for reports in terminalreporter.stats.values()
        for report in reports
        for name, value in getattr(report, "user_properties", ())
        if name == "linguistics" and getattr(report, "when", "call") == "call"
    )
    if lines:
        terminalreporter.write_sep("-", "linguistic defects (language class count)")
        for line in lines:
            terminalreporter.write_line(line)
