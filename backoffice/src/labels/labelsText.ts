/** A board page: more labels than this are drawn by a worker (the server's LABELS_AT_ONCE). */
export const LABELS_AT_ONCE = 25;

/** The most parcels one day's labels or manifest hold (the server's PARCELS_MAX); more answers one more. */
export const PARCELS_MAX = 1000;

/** '3 parcels, 2 cash on delivery: ₹1,06,149.50 to collect' (the amount already formatted). */
export const dayText = (parcels: number, codParcels: number, codTotal: string): string => {
    if (parcels === 0) return 'No parcels were shipped that day.';
    if (parcels > PARCELS_MAX) return `More than ${PARCELS_MAX} parcels were shipped that day: choose a courier.`;
    const counted = `${parcels} parcel${parcels === 1 ? '' : 's'}`;
    return codParcels === 0 ? `${counted}, all prepaid.` : `${counted}, ${codParcels} cash on delivery: ${codTotal} to collect.`;
};
