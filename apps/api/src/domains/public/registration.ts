import { hashPassword } from '../../auth/passwords';
import { files, hospitals, users } from '../../db/schema';
import type { StoredFile } from '../../files/file-store';
import { badRequest } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { newId } from '../../ids';
import type { Services } from '../../services';
import { throttle } from '../../throttle/throttle';
import { insertPatientAccount } from '../shared/patient-accounts';
import { sendLink } from './email-links';
import { mailKeys } from './throttle-keys';
import { toHospital, toPatient } from '../shared/mappers';

// Not shown in the specification: the trade licence PDF size limit. Our choice:
// 10 MB, ample for a scanned licence of a few pages, and half the 20 MB the
// specification gives for lab result PDFs (a guest may send this one).
const TRADE_LICENSE_MAX_BYTES = 10 * 1024 * 1024;
const TRADE_LICENSE_SIZE_MESSAGE = 'Max size should be 10 MB';
// Patient profile picture at registration: jpeg only, at most 500 KB (000 §5).
const PROFILE_PICTURE_MAX_BYTES = 500 * 1024;

function requireMatchingPasswords(body: { password?: string; confirmPassword?: string }) {
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
    throw badRequest('Passwords must match');
  }
}

/** Saves the upload, runs the database work, and removes the file again if that work fails. */
async function withUpload<T>(
  services: Services,
  file: File | undefined,
  rules: Parameters<Services['files']['save']>[1],
  work: (stored: StoredFile | undefined) => Promise<T>,
): Promise<T> {
  const stored = file ? await services.files.save(file, rules) : undefined;
  try {
    return await work(stored);
  } catch (error) {
    if (stored) await services.files.remove(stored.storedName);
    throw error;
  }
}

function parseLocation(text: unknown): [number, number] {
  let point: unknown;
  try {
    point = JSON.parse(String(text));
  } catch {
    throw badRequest('location must be a JSON pair [latitude, longitude]');
  }
  if (
    !Array.isArray(point) ||
    point.length !== 2 ||
    typeof point[0] !== 'number' ||
    typeof point[1] !== 'number' ||
    Math.abs(point[0]) > 90 ||
    Math.abs(point[1]) > 180
  ) {
    throw badRequest('location must be a JSON pair [latitude, longitude]');
  }
  return [point[0], point[1]];
}

export const registrationHandlers = {
  async registerHospital({ body, files: uploads, clientAddress }, services) {
    requireMatchingPasswords(body);
    if (!uploads.tradeLicenseFile) throw badRequest('Trade License File Required');
    if (body.expiryDate <= body.issueDate) throw badRequest('expiryDate must be after issueDate');
    const [latitude, longitude] = parseLocation(body.location);
    const email = body.email.toLowerCase();
    await throttle(services, mailKeys(email, clientAddress));
    const passwordHash = await hashPassword(body.password);

    const { hospital, user } = await withUpload(
      services,
      uploads.tradeLicenseFile,
      {
        field: 'tradeLicenseFile',
        kinds: ['pdf'],
        maxBytes: TRADE_LICENSE_MAX_BYTES,
        typeMessage: 'Only PDF Files Allowed',
        sizeMessage: TRADE_LICENSE_SIZE_MESSAGE,
      },
      (stored) =>
        services.database.db.transaction(async (tx) => {
          const fileId = newId();
          if (stored) await tx.insert(files).values({ id: fileId, ...stored });
          const hospitalId = newId();
          const [hospital] = await tx
            .insert(hospitals)
            .values({
              id: hospitalId,
              name: body.name,
              type: body.type,
              tradeLicenseNo: body.tradeLicenseNo,
              issueDate: body.issueDate,
              expiryDate: body.expiryDate,
              address: body.address,
              state: body.state,
              latitude,
              longitude,
              phoneNo: body.phoneNo,
              email,
              tradeLicenseFileId: fileId,
              insurances: body.insurances ?? [],
            })
            .returning();
          const [user] = await tx
            .insert(users)
            .values({
              id: newId(),
              email,
              passwordHash,
              role: 'HOSPITAL',
              firstName: body.name,
              lastName: '',
              referenceId: hospitalId,
              hospitalId,
            })
            .returning();
          if (!hospital || !user) throw new Error('insert returned nothing');
          return { hospital, user };
        }),
    );
    await sendLink(services, user, 'VERIFY_EMAIL');
    return { status: 201, json: { data: toHospital(hospital) } };
  },

  async registerPatient({ body, files: uploads, clientAddress }, services) {
    requireMatchingPasswords(body);
    const email = body.email.toLowerCase();
    await throttle(services, mailKeys(email, clientAddress));
    const passwordHash = await hashPassword(body.password);
    const { patient, user } = await withUpload(
      services,
      uploads.image,
      {
        field: 'image',
        kinds: ['jpeg'],
        maxBytes: PROFILE_PICTURE_MAX_BYTES,
        sizeMessage: 'Size should be less than or equal to 500 KB',
      },
      (stored) =>
        services.database.db.transaction(async (tx) => {
          const made = await insertPatientAccount(tx, {
            email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            emiratesId: body.emiratesId,
            birthday: body.birthday,
            gender: body.gender.toLowerCase() as 'male' | 'female',
            location: body.location,
            phone: body.phone,
            insurances: body.insurances ?? [],
            image: stored ? `/api/files/${stored.storedName}` : null,
          });
          if (stored) await tx.insert(files).values({ id: newId(), ...stored, ownerUserId: made.user.id });
          return made;
        }),
    );
    await sendLink(services, user, 'VERIFY_EMAIL');
    return { status: 201, json: { data: toPatient(patient) } };
  },
} satisfies HandlerGroup;
