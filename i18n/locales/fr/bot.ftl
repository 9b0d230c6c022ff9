language-set = Ta langue est maintenant : { $language }.
