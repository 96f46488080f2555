"""Password similarity against what this shop's users actually have: name, phone number and email.
(Django's default compares username, first_name, last_name and email; the first three do not
exist on our User, so a password equal to the name passed.)"""

from django.contrib.auth.password_validation import UserAttributeSimilarityValidator

USER_ATTRIBUTES = ("name", "phone_number", "email")


class ShopUserAttributeSimilarityValidator(UserAttributeSimilarityValidator):
    def __init__(self, user_attributes=USER_ATTRIBUTES, max_similarity=0.7):
        super().__init__(user_attributes=user_attributes, max_similarity=max_similarity)
