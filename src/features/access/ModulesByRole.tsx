import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useModulesByRole } from '../../api/resources/module'
import { useAllRoles } from '../../api/resources/role'
import { FilterSelect } from '../../components/ListFilters'
import { QueryState } from '../../components/QueryState'

/** "Theo vai trò": choose a role and see the actions it holds, module by module (get-by-role). */
export function ModulesByRole() {
  const { t } = useTranslation(['ui', 'access', 'roles'])
  const roles = useAllRoles()
  const [roleId, setRoleId] = useState<number>()
  const held = useModulesByRole(roleId)
  const roleName = roles.data?.find((r) => r.id === roleId)?.name ?? ''
  return (
    <section aria-labelledby="modules-by-role" style={{ marginTop: 24 }}>
      <h2 id="modules-by-role" className="screen-title">
        {t('roles:modules.byRole')}
      </h2>
      <FilterSelect<number>
        label={t('roles:modules.chooseRole')}
        value={roleId}
        onChange={setRoleId}
        options={roles.data?.map((r) => ({ value: r.id, label: r.name }))}
        width={280}
        labelShown
      />
      <div style={{ marginTop: 12 }}>
        {roleId === undefined ? (
          <p>{t('roles:modules.chooseRoleHint')}</p>
        ) : (
          <QueryState
            query={held}
            error={t('roles:modules.loadError')}
            empty={{ when: (rows) => rows.length === 0, say: <p>{t('roles:modules.roleHoldsNone')}</p> }}
          >
            {(rows) => (
              <ul aria-label={t('roles:modules.byRoleList', { 0: roleName })} className="modules-by-role">
                {rows.map((m) => (
                  <li key={m.id}>
                    <strong>{m.name}</strong> <code>{m.code}</code>
                    <ul aria-label={m.name}>
                      {m.sub_actions.map((a) => (
                        <li key={a.id}>
                          {a.name} <code>{a.code}</code>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        )}
      </div>
    </section>
  )
}
