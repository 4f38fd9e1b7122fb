// The owner's mail settings (the password only as whether one is set).
import { useQuery } from '@tanstack/react-query';
import { mailSettingsQuery } from '@studio/shared/api/mail-settings-query';

export const useMailSettings = () => useQuery(mailSettingsQuery);
