"""Tests of the whole shop across its apps (OpenAPI document, admin writes, no 500s, backup and restore).

They live here, not under core/common, because they import the domain apps that common stands below."""
