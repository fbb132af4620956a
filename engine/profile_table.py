"""The profile's description as plain data, for readers that must not import pydantic.

Written by ``tools/update_profile_table.py`` from the models (``engine.profile_schema``); do
not edit by hand: change the model and run the tool (a test keeps the two equal).
"""

from __future__ import annotations

from typing import Any, Final

TABLE: Final[dict[str, Any]] = {
    "root": "Profile",
    "version": 1,
    "models": {
        "Profile": {
            "fields": {
                "schema_version": {
                    "type": {"kind": "literal", "values": [1]},
                    "merge": "newest",
                    "default": 1,
                },
                "settings": {
                    "type": {"kind": "model", "name": "Settings"},
                    "merge": "fields",
                    "default": {},
                },
                "records": {
                    "type": {"kind": "model", "name": "Records"},
                    "merge": "fields",
                    "default": {},
                },
                "achievements": {
                    "type": {
                        "kind": "list",
                        "item": {
                            "kind": "enum",
                            "values": [
                                "first_puzzle",
                                "first_daily",
                                "endless_500",
                                "combo_3",
                                "puzzles_10",
                                "perfect_clear",
                                "endless_100_moves",
                                "puzzles_25",
                                "daily_7",
                                "combo_4",
                                "endless_2500",
                                "puzzles_50",
                                "daily_800",
                                "endless_10000",
                                "puzzles_100",
                            ],
                        },
                        "unique": True,
                    },
                    "merge": "union",
                    "default": [],
                },
                "recorded_attempts": {
                    "type": {
                        "kind": "list",
                        "item": {"kind": "str", "max_length": 64},
                        "max_length": 200,
                    },
                    "merge": "recent",
                    "default": [],
                },
            }
        },
        "Settings": {
            "fields": {
                "language": {
                    "type": {"kind": "str", "min_length": 2, "max_length": 16},
                    "merge": "newest",
                    "default": "en",
                },
                "language_chosen": {"type": {"kind": "bool"}, "merge": "newest", "default": True},
                "theme": {
                    "type": {"kind": "str", "min_length": 1, "max_length": 64},
                    "merge": "newest",
                    "default": "simple",
                },
                "move_preview": {"type": {"kind": "bool"}, "merge": "newest", "default": False},
                "symbols": {"type": {"kind": "bool"}, "merge": "newest", "default": False},
                "animation_speed": {
                    "type": {"kind": "float", "gt": 0.0, "le": 4.0},
                    "merge": "newest",
                    "default": 1.0,
                },
                "reduced_motion": {"type": {"kind": "bool"}, "merge": "newest", "default": False},
                "window": {
                    "type": {
                        "kind": "optional",
                        "inner": {"kind": "model", "name": "WindowPlacement"},
                    },
                    "merge": "newest",
                    "default": None,
                },
                "symbols_offered": {"type": {"kind": "bool"}, "merge": "any", "default": False},
                "sound": {"type": {"kind": "bool"}, "merge": "newest", "default": True},
                "effects_volume": {
                    "type": {"kind": "int", "ge": 0, "le": 100},
                    "merge": "newest",
                    "default": 70,
                },
                "colour_scheme": {
                    "type": {"kind": "literal", "values": ["system", "light", "dark"]},
                    "merge": "newest",
                    "default": "system",
                },
            }
        },
        "WindowPlacement": {
            "fields": {
                "x": {"type": {"kind": "int", "ge": -100000, "le": 100000}, "merge": "newest"},
                "y": {"type": {"kind": "int", "ge": -100000, "le": 100000}, "merge": "newest"},
                "width": {"type": {"kind": "int", "ge": 1, "le": 100000}, "merge": "newest"},
                "height": {"type": {"kind": "int", "ge": 1, "le": 100000}, "merge": "newest"},
                "maximized": {"type": {"kind": "bool"}, "merge": "newest", "default": False},
                "full_screen": {"type": {"kind": "bool"}, "merge": "newest", "default": False},
            }
        },
        "Records": {
            "fields": {
                "endless_best": {
                    "type": {
                        "kind": "optional",
                        "inner": {"kind": "model", "name": "EndlessRecord"},
                    },
                    "merge": "fields",
                    "default": None,
                },
                "endless_games": {
                    "type": {"kind": "int", "ge": 0, "le": 1000000000},
                    "merge": "max",
                    "default": 0,
                },
                "endless_top": {
                    "type": {
                        "kind": "list",
                        "item": {"kind": "model", "name": "EndlessEntry"},
                        "max_length": 10,
                    },
                    "merge": "top_score",
                    "default": [],
                },
                "daily": {
                    "type": {
                        "kind": "dict",
                        "key": {"kind": "date"},
                        "value": {"kind": "model", "name": "DailyRecord"},
                    },
                    "merge": "by_key",
                    "default": {},
                },
                "play_days": {
                    "type": {"kind": "list", "item": {"kind": "date"}, "max_length": 60},
                    "merge": "recent",
                    "default": [],
                },
                "puzzles": {
                    "type": {
                        "kind": "dict",
                        "key": {"kind": "int", "ge": 1, "le": 100},
                        "value": {"kind": "model", "name": "PuzzleRecord"},
                    },
                    "merge": "by_key",
                    "default": {},
                },
            }
        },
        "EndlessRecord": {
            "fields": {
                "score": {"type": {"kind": "int", "ge": 0, "le": 10000000000000}, "merge": "max"},
                "moves": {
                    "type": {"kind": "int", "ge": 0, "le": 1000000000},
                    "merge": "with_score",
                },
                "seed": {"type": {"kind": "str", "max_length": 200}, "merge": "with_score"},
            }
        },
        "EndlessEntry": {
            "fields": {
                "score": {"type": {"kind": "int", "ge": 0, "le": 10000000000000}, "merge": "max"},
                "moves": {
                    "type": {"kind": "int", "ge": 0, "le": 1000000000},
                    "merge": "with_score",
                },
                "date": {
                    "type": {"kind": "optional", "inner": {"kind": "date"}},
                    "merge": "with_score",
                    "default": None,
                },
            }
        },
        "DailyRecord": {
            "fields": {
                "score": {"type": {"kind": "int", "ge": 0, "le": 10000000000000}, "merge": "max"},
                "moves": {"type": {"kind": "int", "ge": 0, "le": 20}, "merge": "with_score"},
                "completed": {"type": {"kind": "bool"}, "merge": "any", "default": False},
            }
        },
        "PuzzleRecord": {
            "fields": {
                "solved": {"type": {"kind": "bool"}, "merge": "any", "default": False},
                "best_moves": {
                    "type": {"kind": "optional", "inner": {"kind": "int", "ge": 1, "le": 99}},
                    "merge": "min",
                    "default": None,
                },
                "clean": {"type": {"kind": "bool"}, "merge": "any", "default": False},
                "fewest_hints": {
                    "type": {
                        "kind": "optional",
                        "inner": {"kind": "int", "ge": 0, "le": 1000000000},
                    },
                    "merge": "min",
                    "default": None,
                },
                "hint_step": {
                    "type": {"kind": "optional", "inner": {"kind": "int", "ge": 0, "le": 3}},
                    "merge": "min",
                    "default": None,
                },
            }
        },
    },
}
