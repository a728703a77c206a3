// Grows the demo data for `npm run bench:api` to a target size by copying rows
// with new ids: hospitals (approved, each a copy of a demo one), their doctors,
// and each doctor's slots moved week by week so a doctor never has two at once.
// Generic over the tables' columns (to_jsonb / jsonb_populate_record), so a new
// column needs no change here. Runs on the stopped server's database.
export const TENFOLD = { hospitals: 200, doctors: 2000, slots: 100_000 };

/** `query(sql)` runs one statement; returns the sizes reached. */
export async function scaleData(query, target = TENFOLD) {
  const count = async (table, where = '') =>
    Number((await query(`select count(*)::int as n from ${table} ${where}`))[0].n);
  const copies = async (table, have, want) => Math.max(0, Math.ceil((want - have) / Math.max(have, 1)));

  // Hospitals: copies of the approved demo hospitals.
  const hospitals = await count('hospitals', "where status = 'APPROVED'");
  const hospitalCopies = await copies('hospitals', hospitals, target.hospitals);
  await query(`
    insert into hospitals
    select (jsonb_populate_record(null::hospitals, to_jsonb(h) || jsonb_build_object(
      'id', h.id || '-x' || g, 'email', 'x' || g || '.' || h.email, 'name', h.name || ' ' || g))).*
    from hospitals h, generate_series(1, ${hospitalCopies}) g where h.status = 'APPROVED'`);

  // Doctors: copies of the demo doctors spread over all approved hospitals.
  const doctors = await count('providers', "where kind = 'DOCTOR'");
  const doctorCopies = await copies('providers', doctors, target.doctors);
  await query(`
    with approved as (select id, row_number() over (order by id) - 1 as i, count(*) over () as n
                      from hospitals where status = 'APPROVED'),
         source as (select p, g, row_number() over (order by p.id, g) - 1 as k
                    from providers p, generate_series(1, ${doctorCopies}) g where p.kind = 'DOCTOR')
    insert into providers
    select (jsonb_populate_record(null::providers, to_jsonb(s.p) || jsonb_build_object(
      'id', (s.p).id || '-x' || s.g, 'email', 'x' || s.g || '.' || (s.p).email, 'user_id', null,
      'hospital_id', a.id, 'first_name', (s.p).first_name || ' ' || s.g))).*
    from source s join approved a on a.i = s.k % a.n`);
  await query(`
    insert into doctor_specialities
    select (jsonb_populate_record(null::doctor_specialities, to_jsonb(ds) || jsonb_build_object(
      'doctor_id', c.id))).*
    from doctor_specialities ds join providers c on c.id like ds.doctor_id || '-x%'`);

  // Slots: every doctor gets copies of the demo slots, a week apart per copy, free.
  const doctorsNow = await count('providers', "where kind = 'DOCTOR'");
  const perDoctor = Math.ceil(target.slots / doctorsNow);
  await query(`
    with template as (select start_at, end_at, row_number() over (order by start_at) - 1 as k,
                             count(*) over () as n
                      from (select distinct on (start_at) start_at, end_at from slots
                            where start_at > now() order by start_at) t),
         wanted as (select t.*, g from template t, generate_series(0, ${perDoctor}) g
                    where g * t.n + t.k < ${perDoctor})
    insert into slots (id, provider_id, hospital_id, start_at, end_at, status)
    select p.id || '-s' || w.k || '-' || w.g, p.id, p.hospital_id,
           w.start_at + (w.g * interval '70 days'), w.end_at + (w.g * interval '70 days'), 'AVAILABLE'
    from providers p cross join wanted w
    where p.kind = 'DOCTOR' and p.id like '%-x%'
    on conflict do nothing`);
  return {
    hospitals: await count('hospitals', "where status = 'APPROVED'"),
    doctors: await count('providers', "where kind = 'DOCTOR'"),
    slots: await count('slots'),
  };
}
