"""The engine's answers to 100,000 random R10.2 cases, frozen: resolve's output must not move.

``benchmarks/resolve_random.py`` draws the cases from a seed; ``resolve_frozen.json`` holds
the SHA-256 of ``python -m engine resolve``'s output for them, whole and per block of
1,000 cases (so a difference is found without keeping 40 MB of answers), as the engine
answered before the speed work on random cases. Checking runs today's engine on the same
cases and compares byte for byte.

    python benchmarks/resolve_frozen.py            # check the working tree's engine
    python benchmarks/resolve_frozen.py --freeze   # write the digests (done once)

Exits 1 and names the first differing block (and its first differing case, printed with
both answers when ``--against FOLDER`` names a folder holding the engine that froze them)
when the output differs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from baseline import ROOT, python_env
from resolve_random import generate, jsonl

FROZEN = Path(__file__).resolve().parent / "resolve_frozen.json"
SEED = 410
COUNT = 100_000
BLOCK = 1_000


def answers(tree: Path, stdin: bytes) -> bytes:
    return subprocess.run(
        [sys.executable, "-m", "engine", "resolve"],
        input=stdin,
        capture_output=True,
        env=python_env(tree),
        cwd=tree,
        check=True,
    ).stdout


def digests(output: bytes) -> tuple[str, list[str]]:
    lines = output.splitlines(keepends=True)
    blocks = [
        hashlib.sha256(b"".join(lines[start : start + BLOCK])).hexdigest()[:16]
        for start in range(0, len(lines), BLOCK)
    ]
    return hashlib.sha256(output).hexdigest(), blocks


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--freeze", action="store_true", help="write the digests")
    parser.add_argument("--against", type=Path, help="the engine's folder that froze them")
    args = parser.parse_args()
    cases = generate(COUNT, SEED)
    stdin = jsonl(cases)
    output = answers(ROOT, stdin)
    whole, blocks = digests(output)
    lines = output.count(b"\n")
    if args.freeze:
        record = {"seed": SEED, "count": COUNT, "block": BLOCK, "sha256": whole, "blocks": blocks}
        FROZEN.write_text(json.dumps(record, indent=0) + "\n", encoding="utf-8")
        print(f"froze {lines} answers: sha256 {whole}")
        return 0
    frozen = json.loads(FROZEN.read_text(encoding="utf-8"))
    if (frozen["seed"], frozen["count"], frozen["block"]) != (SEED, COUNT, BLOCK):
        print("the frozen digests are of other cases")
        return 1
    print(f"{lines} answers to {COUNT} random cases (seed {SEED}): sha256 {whole}")
    if whole == frozen["sha256"]:
        print("byte for byte the frozen engine's: True")
        return 0
    first = next(
        (k for k, (a, b) in enumerate(zip(blocks, frozen["blocks"], strict=False)) if a != b),
        min(len(blocks), len(frozen["blocks"])),
    )
    print(f"byte for byte the frozen engine's: False (first differing block {first})")
    if args.against is not None:
        start = first * BLOCK
        piece = jsonl(cases[start : start + BLOCK])
        ours = answers(ROOT, piece).splitlines()
        theirs = answers(args.against, piece).splitlines()
        for k, (a, b) in enumerate(zip(ours, theirs, strict=False)):
            if a != b:
                print(f"case {start + k}: {json.dumps(cases[start + k])}")
                print(f"  now:    {a.decode()}\n  frozen: {b.decode()}")
                break
    return 1


if __name__ == "__main__":
    sys.exit(main())
