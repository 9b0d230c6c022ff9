"""The console front end: every game in a terminal, through the same table service as Discord."""
