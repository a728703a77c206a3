-- The patient site's hospital and doctor search (#24): filters and text in the
-- database (apps/api/src/domains/public/hospital-search.ts, doctor-directory.ts).
-- Each index names the query it serves.
--
-- pg_trgm lets an ILIKE '%text%' use an index (the search boxes find a text
-- anywhere in a name or an address, in any script). PGlite ships it (loaded
-- with its `extensions` option, src/db/database.ts), PostgreSQL in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Every public hospital list in name order (listHospitals, searchHospitals, filterHospitals, one page of 12):
-- WHERE status = 'APPROVED' ORDER BY name, id LIMIT …
CREATE INDEX hospitals_status_name ON hospitals (status, name, id);
--> statement-breakpoint
-- The hospital search text (searchHospitals, filterHospitals' `text`): name ILIKE $1 OR address ILIKE $1
-- OR state IN (the emirates whose English or Arabic name holds the text).
CREATE INDEX hospitals_name_trgm ON hospitals USING gin (name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX hospitals_address_trgm ON hospitals USING gin (address gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX hospitals_state ON hospitals (state);
--> statement-breakpoint
-- The insurance filter (filterHospitals' checkedInsurances): insurances && $ids.
CREATE INDEX hospitals_insurances ON hospitals USING gin (insurances);
--> statement-breakpoint
-- The add-on filter (filterHospitals' checkedAddons): services && $ids.
CREATE INDEX hospitals_services ON hospitals USING gin (services);
--> statement-breakpoint
-- The speciality filters, from the speciality to its doctors (filterHospitals' checkedSpecialities: EXISTS a
-- doctor of the hospital with one of them; filterDoctors, searchDoctorsBySpeciality): WHERE speciality_id = ANY($ids).
-- The primary key (doctor_id, speciality_id) starts with the doctor.
CREATE INDEX doctor_specialities_speciality ON doctor_specialities (speciality_id, doctor_id);
--> statement-breakpoint
-- The doctor search text (searchAllDoctors, filterDoctors' `text`; shared/paging.ts personMatches):
-- first_name, last_name, email or "first last" ILIKE '%text%'.
CREATE INDEX providers_first_name_trgm ON providers USING gin (first_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX providers_last_name_trgm ON providers USING gin (last_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX providers_email_trgm ON providers USING gin (email gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX providers_full_name_trgm ON providers USING gin ((first_name || ' ' || last_name) gin_trgm_ops);
--> statement-breakpoint
-- The doctor filters (filterDoctors' checkedLanguages, checkedNationalities, checkedGenders):
-- language_id / country_id / gender_id = ANY($ids); also the ON DELETE SET NULL when a lookup goes.
CREATE INDEX providers_language ON providers (language_id) WHERE language_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX providers_country ON providers (country_id) WHERE country_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX providers_gender ON providers (gender_id) WHERE gender_id IS NOT NULL;
--> statement-breakpoint
-- The hospital page (getHospitalDetails) is kept as the doctor directory is (x-cache: directory, 0013): it also
-- reads the hospital's services and their providers, so their changes move the same version.
CREATE TRIGGER hospital_services_directory AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hospital_services
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');
--> statement-breakpoint
CREATE TRIGGER service_providers_directory AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_providers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');
