-- The admin's catalogues (#22, 002 §3): a speciality has search tags
-- (comma-separated), a sort order (a number) and a logo; an insurance has a
-- logo. They live on `lookups` beside the names, null for the kinds that have
-- none (package categories have their `image` since 0002).
--   tags, sort_order, image: the answers of listSpecialities /
--   listSpecialityOptions (ordered by sort_order, then name_en), getSpeciality,
--   listInsurances and getInsurance, and the admin's create and update.
-- `image` holds the logo's URL (/api/files/...), as the other pictures do.
-- No new trigger: `lookups` and `package_categories` already announce their
-- changes (0013, 0015), so kept answers that read them are made again.
ALTER TABLE lookups
  ADD COLUMN tags text,
  ADD COLUMN sort_order double precision,
  ADD COLUMN image text,
  ADD CONSTRAINT lookups_details_of_kind CHECK (
    (kind = 'speciality' OR (tags IS NULL AND sort_order IS NULL))
    AND (kind IN ('speciality', 'insurance') OR image IS NULL)
  ),
  -- A finite order of a sensible size (NaN and infinities fall outside BETWEEN).
  ADD CONSTRAINT lookups_sort_order_finite CHECK (sort_order BETWEEN -1e9 AND 1e9);
--> statement-breakpoint
-- listSpecialities: one kind's page, by order then English name (the other
-- kinds' lists, by name, keep using the (kind, name_en) unique index).
CREATE INDEX lookups_kind_order ON lookups (kind, sort_order, name_en);
--> statement-breakpoint
-- A speciality of a doctor cannot be deleted (it was ON DELETE CASCADE, which
-- silently took it from the doctors). The admin's delete answers 409 with where
-- it is used; one that races a doctor's update meets this key (23503, also 409).
ALTER TABLE doctor_specialities DROP CONSTRAINT doctor_specialities_speciality_id_fkey;
--> statement-breakpoint
ALTER TABLE doctor_specialities
  ADD CONSTRAINT doctor_specialities_speciality_id_fkey FOREIGN KEY (speciality_id) REFERENCES lookups(id);
