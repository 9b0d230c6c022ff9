"""The table service (DESIGN §4): sessions, seats, moves and what people are told, transport-agnostic."""
