"""Writes for reviews: the customer's (`writing`), the team's (`moderation`), and the rating tally
both keep equal to the accepted reviews (`tally`)."""

from core.reviews.services.moderation import review_moderate, reviews_bulk_moderate
from core.reviews.services.writing import review_edit, review_helpful_vote, review_submit

__all__ = ["review_edit", "review_helpful_vote", "review_moderate", "review_submit", "reviews_bulk_moderate"]
