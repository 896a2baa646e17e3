"""Validates a JSON document against a JSON schema (draft 4, as the SARIF schema declares),
formats included; prints one line per violation and exits 1 when there is any.

Usage: validate-json-schema.py SCHEMA DOCUMENT
"""
import json
import sys

import jsonschema

schema_path, document_path = sys.argv[1:3]
with open(schema_path, encoding="utf-8") as file:
    schema = json.load(file)
with open(document_path, encoding="utf-8") as file:
    document = json.load(file)
validator_class = jsonschema.validators.validator_for(schema)
validator_class.check_schema(schema)
# Every format jsonschema knows, not only draft 4's: the SARIF schema also uses `uri-reference`.
validator = validator_class(schema, format_checker=jsonschema.FormatChecker())
errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
for error in errors:
    print("/".join(str(part) for part in error.absolute_path) + ": " + error.message)
sys.exit(1 if errors else 0)
