"""``python -m engine COMMAND``: the engine's command line (R10.2 and tools)."""

from __future__ import annotations

import argparse
import sys

from engine import replay_cli, resolve_cli


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine", description="Twelve Bowls engine")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser(
        "resolve", help="resolve R10.2 cases: JSON Lines on stdin, one result line each"
    )
    replay_cli.add_commands(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "resolve":
        return resolve_cli.run(sys.stdin, sys.stdout)
    if args.command == "new":
        return replay_cli.run_new(args, sys.stdout)
    if args.command == "replay":
        return replay_cli.run_replay(args, sys.stdout, sys.stderr)
    return 2  # pragma: no cover - argparse rejects unknown commands first


if __name__ == "__main__":
    from engine.cli_safety import run_guarded

    sys.exit(run_guarded(main))
