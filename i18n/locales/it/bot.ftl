language-set = La tua lingua ora è: { $language }.
