"""Running the bot for a community: the health and metrics endpoint
(:mod:`bot.ops.http`), the metrics themselves (:mod:`bot.ops.metrics`, counted where events
happen) and the health checks (:mod:`bot.ops.health`)."""
