"""Shipping labels (4x6 inches, one per parcel) and a courier's pickup manifest for a day."""
