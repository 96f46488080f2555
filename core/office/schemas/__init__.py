"""The back office's schemas, one module per resource group. Every name starts with `Office`, so
none collides with the shop API's schemas in the OpenAPI document."""
