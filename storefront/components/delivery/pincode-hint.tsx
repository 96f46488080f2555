'use client';
/** Under an address form's pin code: the town, district and state of that pincode, offered as city and state. */
import { useEffect, useState } from 'react';
import { type PincodeAnswer, PINCODE_RE, checkPincode } from '@/lib/api/delivery';
import { ApiError } from '@/lib/api/errors';

interface Props {
  pin: string;
  city: string;
  state: string;
  /** Fills the form's city and state. Called at once when both are empty, else on the button. */
  onUse: (city: string, state: string) => void;
}

export function PincodeHint({ pin, city, state, onUse }: Props) {
  const [found, setFound] = useState<{ pin: string; place: PincodeAnswer | null; error: string } | null>(null);
  const value = pin.trim();
  const ready = PINCODE_RE.test(value);

  useEffect(() => {
    if (!ready) return;
    let gone = false;
    checkPincode(value, { reading: 'design' })
      .then((place) => !gone && setFound({ pin: value, place, error: '' }))
      .catch((e) => !gone && setFound({ pin: value, place: null, error: e instanceof ApiError && e.status === 404 ? e.message : '' }));
    return () => {
      gone = true;
    };
  }, [ready, value]);

  const current = ready && found?.pin === value ? found : null;
  const place = current?.place;
  const empty = !city.trim() && !state.trim();
  useEffect(() => {
    if (place && empty) onUse(place.town, place.state);
  }, [place, empty, onUse]);

  if (!current) return null;
  if (!place) return current.error ? <span className="field-hint">{current.error}</span> : null;
  const same = city.trim() === place.town && state.trim() === place.state;
  return (
    <span className="field-hint pincode-hint">
      {place.town}, {place.district}, {place.state}
      {!same && (
        <button type="button" className="link-btn" onClick={() => onUse(place.town, place.state)}>
          Use {place.town}, {place.state}
        </button>
      )}
    </span>
  );
}
