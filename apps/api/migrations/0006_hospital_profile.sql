-- The hospital profile (000 §2.5 "Hospital profile", §3 Hospital): the
-- hospital's add-on services (ids of `addon` lookups, shown with name_en) and
-- its cumulative rating out of 5 (shown as stars; none until rated).
ALTER TABLE hospitals
  ADD COLUMN services text[] NOT NULL DEFAULT '{}',
  ADD COLUMN cumulative_rating double precision CHECK (cumulative_rating >= 0 AND cumulative_rating <= 5);
