# A project that links into the Dagster reference the way any Sphinx project would (tests/build/intersphinx.test.ts).
# The inventory is the build's out/objects.inv, read from disk; its URLs resolve against the site's root URL.
import os

project = "Intersphinx consumer"
extensions = ["sphinx.ext.intersphinx"]
intersphinx_mapping = {"dagster": ("https://docs.example/", os.environ["DAGSTER_OBJECTS_INV"])}
# An unresolved reference is a warning, and -W makes it an error.
nitpicky = True
html_theme = "basic"
