"""One subpackage per rule set. Common code (``sailkit.*``) never imports from here."""
