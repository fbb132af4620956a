"""``python -m engine COMMAND``: the engine's command line (R10.2 and tools)."""

from __future__ import annotations

import sys

TYPE_CHECKING = False  # as typing's; resolve's start loads neither typing nor argparse
if TYPE_CHECKING:
    import argparse


def build_parser() -> argparse.ArgumentParser:
    # Imported here: replay_cli loads the modes and pydantic, which resolve never needs.
    import argparse

    from . import code_cli, generate_cli, hint_cli, replay_cli

    parser = argparse.ArgumentParser(prog="python -m engine", description="Twelve Bowls engine")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser(
        "resolve", help="resolve R10.2 cases: JSON Lines on stdin, one result line each"
    )
    replay_cli.add_commands(commands)
    hint_cli.add_command(commands)
    code_cli.add_command(commands)
    generate_cli.add_command(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    if arguments == ["resolve"]:  # R10.2's hot path: start without building every command
        from . import resolve_cli

        return resolve_cli.run(sys.stdin, sys.stdout)
    args = build_parser().parse_args(arguments)
    if args.command == "resolve":
        from . import resolve_cli

        return resolve_cli.run(sys.stdin, sys.stdout)
    if args.command == "hint":
        from . import hint_cli

        return hint_cli.run(args, sys.stdout, sys.stderr)
    if args.command == "code":
        from . import code_cli

        return code_cli.run(args, sys.stdout, sys.stderr)
    if args.command == "generate":
        from . import generate_cli

        return generate_cli.run(args, sys.stdout)
    from . import replay_cli

    if args.command == "new":
        return replay_cli.run_new(args, sys.stdout)
    if args.command == "replay":
        return replay_cli.run_replay(args, sys.stdout, sys.stderr)
    return 2  # pragma: no cover - argparse rejects unknown commands first


if __name__ == "__main__":
    from .cli_safety import run_guarded

    sys.exit(run_guarded(main))
