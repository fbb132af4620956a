"""Merging two profiles field by field, each by the rule its field carries (``Merge``).

``merge_model(ours, theirs)`` walks the model's fields; nested models, dictionaries of
records and lists follow their own fields' rules. Nothing here knows a field by name: a new
field is merged by the rule written next to it in the model (``engine.merge_rules``).
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from .merge_rules import Merge

M = TypeVar("M", bound=BaseModel)


class MissingMergeRule(TypeError):
    """A saved field without exactly one ``Merge`` rule: its merge would be a guess."""


def rule_of(model: type[BaseModel], name: str) -> Merge:
    """The merge rule written on ``model``'s field ``name``."""
    rules = [item for item in model.model_fields[name].metadata if isinstance(item, Merge)]
    if len(rules) != 1:
        raise MissingMergeRule(
            f"{model.__name__}.{name} needs exactly one merge rule (engine.merge_rules.Merge)"
        )
    return rules[0]


def max_length(info: FieldInfo) -> int | None:
    """The field's own ``max_length`` (a list's cap), if it has one."""
    for item in info.metadata:
        length = getattr(item, "max_length", None)
        if isinstance(length, int):
            return length
    return None


def merge_model(ours: M, theirs: M) -> M:
    """``ours`` and ``theirs`` merged field by field (see ``engine.merge_rules``)."""
    model = type(ours)
    values: dict[str, Any] = {}
    for name, info in model.model_fields.items():
        rule = rule_of(model, name)
        mine, other = getattr(ours, name), getattr(theirs, name)
        if rule is Merge.WITH_SCORE:
            values[name] = other if theirs.score > ours.score else mine  # type: ignore[attr-defined]
        else:
            values[name] = merge_values(rule, mine, other, max_length(info))
    return model.model_validate(values)


def merge_values(rule: Merge, mine: Any, other: Any, cap: int | None = None) -> Any:
    """One field's merged value by ``rule``; ``cap``: a list's most items."""
    if rule is Merge.NEWEST:
        return mine
    if rule is Merge.ANY:
        return bool(mine or other)
    if rule in (Merge.MAX, Merge.MIN):
        present = [value for value in (mine, other) if value is not None]
        if not present:
            return None
        return max(present) if rule is Merge.MAX else min(present)
    if rule is Merge.FIELDS:
        if mine is None or other is None:
            return other if mine is None else mine
        return merge_model(mine, other)
    if rule is Merge.BY_KEY:
        merged = dict(mine)
        for key, value in other.items():
            merged[key] = value if key not in merged else merge_model(merged[key], value)
        return merged
    if rule is Merge.UNION:
        return _capped(list(mine) + _missing(other, mine), cap, newest_last=False)
    if rule is Merge.RECENT:
        return _capped(_missing(other, mine) + list(mine), cap, newest_last=True)
    if rule is Merge.TOP_SCORE:
        entries = list(mine) + _missing(other, mine)
        entries.sort(key=lambda entry: -entry.score)  # stable: ours first on a tie
        return _capped(entries, cap, newest_last=False)
    raise MissingMergeRule(f"no merge for the rule {rule!r}")  # pragma: no cover


def _missing(items: list[Any], already: list[Any]) -> list[Any]:
    """The items of ``items`` that ``already`` holds fewer times (a multiset difference:
    two equal results are two results)."""
    left = list(already)
    missing: list[Any] = []
    for item in items:
        if item in left:
            left.remove(item)
        else:
            missing.append(item)
    return missing


def _capped(items: list[Any], cap: int | None, *, newest_last: bool) -> list[Any]:
    if cap is None or len(items) <= cap:
        return items
    return items[-cap:] if newest_last else items[:cap]
