import { describe, expect, it } from 'vitest';
import { ROLES } from '../access/roles';
import { ROLE_PERMISSIONS, roleDescription } from './roleDescriptions';

describe('role descriptions', () => {
    it('says what each role holds, the after-sales work included (issue 33, point 13)', () => {
        expect(roleDescription('support')).toContain('Approve, reject and receive returns; make exchanges');
        expect(roleDescription('support')).toContain('Answer support tickets');
        expect(roleDescription('support')).toContain("Accept, reject and answer customers' reviews");
        expect(roleDescription('order_desk')).toContain('Approve, reject and receive returns; make exchanges');
        expect(roleDescription('accounts')).not.toContain('returns');
        expect(roleDescription('owner')).toBe('Everything, including staff, roles and settings.');
        expect(roleDescription('nobody')).toBe('');
        expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...ROLES].sort());
    });
});
