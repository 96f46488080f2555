from ninja import NinjaAPI

api = NinjaAPI(title="Rangrez shop API", version="1.0.0")
